import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.ts';

/** The tests drive Debian's Chromium; Playwright downloads no browser of its own. */
export default function globalSetup(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
    return;
  }
  const error = new Error(`${CHROMIUM} is missing: install it with apt-get install -y chromium (as root)`);
  error.stack = error.message;
  throw error;
}
