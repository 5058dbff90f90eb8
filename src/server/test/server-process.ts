import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { freePort } from './ports.ts';

/** The real server in a child process, for tests that kill it: the built one when current, else the source. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';
  readonly env: Record<string, string>;

  constructor(
    readonly port: number,
    database: Config['database'],
    extra: Record<string, string>,
  ) {
    this.env = {
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      // Tests reach it as 127.0.0.1, on its own port or through a proxy on another (round-robin-proxy.ts).
      ALLOWED_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'kill-test-secret-that-is-long-enough-0123',
      ...(database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'printtender-proc-')) }
        : { DATA_DIR: path.dirname(database.file) }),
      ...extra,
    };
  }

  static async create(database: Config['database'], extra: Record<string, string> = {}) {
    return new ServerProcess(await freePort(), database, extra);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, serverEntry(), {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child = child;
    // From source, tsx compiles the server at each start: on a loaded two-core machine that took over 30 s.
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not become healthy:\n${this.output}`);
  }

  /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }
}

let entry: string[] | undefined;

/**
 * `dist/server/main.js` when it was built after the last change to the server's source (`npm test` builds before
 * its tests), as `npm start` runs it: it starts in ~3 CPU seconds, the source through tsx in ~5. Otherwise the
 * source, so a test never runs code older than the checkout.
 */
function serverEntry(): string[] {
  const built = 'dist/server/main.js';
  entry ??=
    existsSync(built) && statSync(built).mtimeMs > newest(['src/server', 'src/shared'])
      ? [built]
      : ['--import', 'tsx', 'src/server/main.ts'];
  return entry;
}

function newest(dirs: string[]): number {
  let latest = 0;
  for (const dir of dirs)
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return latest;
}
