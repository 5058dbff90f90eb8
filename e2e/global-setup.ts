import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL } from './chromium.ts';

/**
 * The tests drive Debian's chromium-headless-shell and the benches after them (`npm test`) Debian's chromium;
 * Playwright downloads no browser of its own.
 */
export default function globalSetup(): void {
  const needed = { [HEADLESS_SHELL]: 'chromium-headless-shell', [CHROMIUM]: 'chromium' };
  const missing = Object.entries(needed)
    .filter(([path]) => !existsSync(path))
    .map(([, name]) => name);
  if (missing.length === 0) return;
  const packages = missing.join(' ');
  if (process.getuid?.() === 0) {
    execSync(`apt-get update && apt-get install -y ${packages}`, { stdio: 'inherit' });
    return;
  }
  const error = new Error(`${packages} missing: install with apt-get install -y ${packages} (as root)`);
  error.stack = error.message;
  throw error;
}
