// Start time: from process start to /api/health answering 200, on an existing database.
// Baseline: a bare Fastify hello-world started the same way in the same run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/test/ports.ts';

async function timeToHealthy(args: string[], env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not yet listening
      }
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(runs: number): Promise<string[]> {
  if (!existsSync('dist/server/main.js')) throw new Error('run `npm run build` first');
  const dir = mkdtempSync(path.join(tmpdir(), 'printtender-bench-'));
  const hello = path.join(dir, 'hello.mjs');
  writeFileSync(
    hello,
    `import Fastify from '${path.resolve('node_modules/fastify/fastify.js')}';
const app = Fastify(); app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });\n`,
  );
  const env = { DATA_DIR: dir, LOG_LEVEL: 'warn' };
  await timeToHealthy(['dist/server/main.js'], env, await freePort()); // creates and migrates the database
  const app: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < runs; i++) {
    base.push(await timeToHealthy([hello], env, await freePort()));
    app.push(await timeToHealthy(['dist/server/main.js'], env, await freePort()));
  }
  const a = median(app);
  const b = median(base);
  return [
    `start (SQLite, existing database), median of ${runs}: ${a.toFixed(0)} ms (goal ≤ 2000 ms); ` +
      `bare Fastify ${b.toFixed(0)} ms; ratio ${(a / b).toFixed(2)}×`,
  ];
}
