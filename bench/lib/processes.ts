import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/test/ports.ts';

// Read once, before this process pins itself (nproc then reports one core).
const CORES = Number(spawnSync('nproc').stdout?.toString().trim() || 1);
const cores = () => CORES;

/** The core(s) for PostgreSQL's processes: beside the load generator, off the server's core. */
export const databaseCores = () => (cores() >= 2 ? String(cores() - 1) : '');

/** Pins this process (all its threads) to the last core; servers get core 0. Says what it did. */
export function pinLoadGenerator(): string {
  if (cores() < 2) return 'not pinned (one core)';
  spawnSync('taskset', ['-a', '-p', '-c', String(cores() - 1), String(process.pid)]);
  return `server on core 0, load generator and PostgreSQL on core ${cores() - 1} (taskset)`;
}

/** Lets a process and its descendants (all their threads) run on every core again. */
export function unpin(pid: number): void {
  const children = new Map<number, number[]>();
  for (const line of spawnSync('ps', ['-e', '-o', 'pid=,ppid=']).stdout.toString().trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const all = (p: number): number[] => [p, ...(children.get(p) ?? []).flatMap(all)];
  for (const p of all(pid)) spawnSync('taskset', ['-a', '-p', '-c', `0-${cores() - 1}`, String(p)]);
}

export type Running = {
  url: string;
  port: number;
  /** The server's own process (taskset runs node in its own process). */
  pid: number;
  /** The CPU time the server has used so far, in ms (Linux: user and system time from /proc, 10 ms steps). */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

/** Starts `node <args>` on core 0 and waits until /api/health answers. */
export async function startNode(args: string[], env: Record<string, string>): Promise<Running & { startedMs: number }> {
  const port = await freePort();
  const pin = cores() >= 2 ? ['taskset', '-c', '0'] : [];
  const [cmd, ...rest] = [...pin, process.execPath, ...args];
  const started = performance.now();
  const child: ChildProcess = spawn(cmd!, rest, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startedMs = performance.now() - started;
  return {
    url,
    port,
    pid: child.pid!,
    startedMs,
    // taskset runs node in its own process: the child's pid is the server's.
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A bare Fastify app with one route, started the same way: the reads' second baseline. */
export function helloWorld(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'printtender-hello-')), 'hello.mjs');
  writeFileSync(
    file,
    `import Fastify from '${path.resolve('node_modules/fastify/fastify.js')}';
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });\n`,
  );
  return file;
}

/** A bare `node:http` server answering the same JSON on every path: the read's baseline. */
export function helloHttp(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'printtender-hello-')), 'hello-http.mjs');
  writeFileSync(
    file,
    `import http from 'node:http';
const body = JSON.stringify({ status: 'ok' });
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
http.createServer((req, res) => res.writeHead(200, headers).end(body)).listen(Number(process.env.PORT), '127.0.0.1');\n`,
  );
  return file;
}

/**
 * A bare `node:http` server answering every request with one given answer (its headers and body), after checking
 * an HMAC of the path against the `x-offer-token` header as the app checks a link's token: what the read would
 * cost if it did nothing but send its own bytes (the read is measured against it too).
 */
export function sameBytesHttp(headers: Record<string, string>, body: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'printtender-hello-')), 'same-bytes.mjs');
  writeFileSync(
    file,
    `import http from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
const body = ${JSON.stringify(body)};
const headers = { ...${JSON.stringify(headers)}, 'content-length': Buffer.byteLength(body) };
const token = (path) => Buffer.from(createHmac('sha256', 'bench').update(path).digest('base64url'));
http
  .createServer((req, res) => {
    const want = token(req.url);
    const got = Buffer.from(String(req.headers['x-offer-token'] ?? ''));
    // The same work as a link's check; the answer does not depend on it.
    if (got.length === want.length) timingSafeEqual(got, want);
    res.writeHead(200, headers).end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');\n`,
  );
  return file;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
