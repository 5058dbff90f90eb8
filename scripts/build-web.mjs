// `npm run build:web`: Vite builds into a fresh folder, the assets get brotli and gzip copies, and the
// folder replaces dist/web in one rename, so a server running meanwhile never sees a half-empty dist/web.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';

const next = '.tmp/web-build';
const old = '.tmp/web-old';
rmSync(next, { recursive: true, force: true });
rmSync(old, { recursive: true, force: true });
mkdirSync('.tmp', { recursive: true });
execFileSync('npx', ['vite', 'build', '--outDir', `../../${next}`, '--emptyOutDir'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/compress-web.mjs', next], { stdio: 'inherit' });
mkdirSync('dist', { recursive: true });
try {
  renameSync('dist/web', old);
} catch {
  // first build: nothing to move aside
}
renameSync(next, 'dist/web');
rmSync(old, { recursive: true, force: true });
