// `npm test` (after the build): the first load of each page stays within its budget, measured from dist/web.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the scripts an HTML entry loads at once: its module script and its modulepreloads. */
export function firstLoadJs(
  entry: string,
  web = process.env.BENCH_WEB_DIR ?? 'dist/web',
): { bytes: number; files: number } {
  const html = readFileSync(path.join(web, entry), 'utf8');
  const scripts = /<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g;
  const srcs = [...html.matchAll(scripts)].map((m) => (m[1] ?? m[2])!);
  const bytes = srcs.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(web, src))).length, 0);
  return { bytes, files: srcs.length };
}

// docs/decisions/006 and 008: the supplier's page on a phone, the staff app's sign-in on a slow line.
export const budgets = [
  { page: "staff app's first load", entry: 'index.html', kb: 200 },
  { page: "supplier's offer page", entry: 'offer-page.html', kb: 100 },
  // docs/decisions/029: /login on its first load, without the staff shell.
  { page: 'sign-in page (/login)', entry: 'sign-in.html', kb: 100 },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = false;
  for (const { page, entry, kb } of budgets) {
    const { bytes, files } = firstLoadJs(entry);
    const ok = bytes <= kb * 1024;
    over ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${page}: ${(bytes / 1024).toFixed(1)} KB (${bytes} bytes) gzipped JS in ${files} files (budget ${kb} KB)`,
    );
  }
  process.exit(over ? 1 : 0);
}
