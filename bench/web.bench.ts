// What each entry's first load downloads (gzipped JS), and Lighthouse's mobile performance score.
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { benchDatabase } from './lib/databases.ts';
import { median, startNode, unpin } from './lib/processes.ts';
import { seedTender } from './lib/seed.ts';

// BENCH_WEB_DIR: measure a build elsewhere (the server always serves dist/web).
const WEB = process.env.BENCH_WEB_DIR ?? 'dist/web';

/** Gzipped bytes of the scripts an HTML entry loads at once: its module script and its modulepreloads. */
export function firstLoadJs(entry: string): { bytes: number; files: number } {
  const html = readFileSync(path.join(WEB, entry), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  const bytes = srcs.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(WEB, src))).length, 0);
  return { bytes, files: srcs.length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(seconds: number): Promise<string[]> {
  if (!existsSync(path.join(WEB, 'index.html'))) throw new Error('run `npm run build` first');
  const lines: string[] = [];
  const staff = firstLoadJs('index.html');
  lines.push(`staff first load (login page): ${kb(staff.bytes)} gzipped JS in ${staff.files} files (goal ≤ 200 KB ${staff.bytes <= 200 * 1024 ? 'met' : 'MISSED'})`);
  if (existsSync(path.join(WEB, 'pub.html'))) {
    const pub = firstLoadJs('pub.html');
    lines.push(`supplier offer page: ${kb(pub.bytes)} gzipped JS in ${pub.files} files (goal ≤ 100 KB ${pub.bytes <= 100 * 1024 ? 'met' : 'MISSED'}); ${(pub.bytes / staff.bytes).toFixed(2)}× the staff load`);
  }
  if (seconds <= 1) return lines; // the smoke run stops before Lighthouse (a run takes ~20 s)

  const db = await benchDatabase('sqlite');
  const server = await startNode(['dist/server/main.js'], { ...db.env, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '0' });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // Chrome inherits this process's pin to one core; Lighthouse scales main-thread time by four, so a
  // browser squeezed beside the load generator scored the login page ~8 points lower. Its pages' processes
  // start later and follow the browser process onto every core.
  unpin(chrome.pid);
  try {
    const { taskId, links } = await seedTender(server.url, db.env.APP_SECRET!, 3);
    const pages: [string, string][] = [
      ['login page', `${server.url}/login`],
      ['supplier offer page', `${server.url}/pub/offer/${taskId}/${links[0]!.supplierId}#t=${links[0]!.token}`],
    ];
    for (const [name, url] of pages) {
      const scores: number[] = [];
      let failed = 0;
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        // A run Lighthouse itself failed (e.g. NO_NAVSTART) scores 0 and says nothing of the page: again.
        if (result?.lhr.runtimeError && ++failed <= 3) {
          i--;
          continue;
        }
        scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      }
      const score = median(scores);
      lines.push(`Lighthouse 12 mobile, ${name}: ${score} (runs ${scores.join(', ')}; goal ≥ 95 ${score >= 95 ? 'met' : 'MISSED'})`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    db.stop();
  }
  return lines;
}
