// `npm start` serves the built app; this builds it first when the sources are newer than the build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = ['src', 'package.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.build.json'];

function newest(p) {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const built = existsSync(stamp) && existsSync('dist/server/main.js') && existsSync('dist/web/index.html');
if (!built || Math.max(...inputs.map(newest)) > statSync(stamp).mtimeMs) {
  console.log('Building the app (first start or changed sources)…');
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString() + '\n');
}
