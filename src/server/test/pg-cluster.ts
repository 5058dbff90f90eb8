import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

/** A throwaway PostgreSQL cluster from the installed server binaries: for tests and benchmarks. */
export type PgCluster = { url: string; stop: () => void };

export function findPgBin(): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries not found: run `apt-get install -y postgresql` or set PG_BIN to the folder with initdb and pg_ctl.',
    );
  }
  return found;
}

/**
 * `durable`: keep fsync on, as in production (benchmarks); tests run without it. `cpus`: the cores its
 * processes may run on (taskset list; benchmarks keep it off the server's core).
 */
export async function startPgCluster({ durable = false, cpus = '' } = {}): Promise<PgCluster> {
  const bin = findPgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'printtender-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; as root, run it as the postgres user that its package created.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const command = [...(asRoot ? ['runuser', '-u', 'postgres', '--'] : []), path.join(bin, cmd), ...args];
    const [file, ...argv] = cpus ? ['taskset', '-c', cpus, ...command] : command;
    const r = spawnSync(file!, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=300${fast}`;
  run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}
function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}
