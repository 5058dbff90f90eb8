import { spawn } from 'node:child_process';

const unset = { BASE_URL: '', DATABASE_URL: '', S3_URL: '', SMTP_URL: '', APP_SECRET: '' };

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs one of the server's command-line tools (`src/server/*-cli.ts`) through tsx, as `npm run` does; `umask`
 * (e.g. '000') is set by a shell for the tool alone: changing the test worker's own umask could end the worker.
 */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  { umask }: { umask?: string } = {},
): Promise<CliResult> {
  const command = [process.execPath, '--import', 'tsx', `src/server/${script}`, ...args];
  const [file, ...argv] = umask ? ['/bin/sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...command] : command;
  const child = spawn(file!, argv, {
    // Empty is unset: neither the machine's settings nor Vitest's BASE_URL ('/') leak into the tool under test.
    env: { ...process.env, ...unset, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
