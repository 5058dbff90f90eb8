import { execFileSync } from 'node:child_process';

/** Runs the built server's user CLI on the database of the server under test. */
export function requirePasswordReset(login: string): void {
  execFileSync(process.execPath, ['dist/server/user-cli.js', 'require-password-reset', login], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}
