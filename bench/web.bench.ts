// What each entry's first load downloads (gzipped JS), and Lighthouse's mobile performance score.
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { budgets, firstLoadJs } from '../scripts/bundle-budget.ts';
import { benchDatabase } from './lib/databases.ts';
import { median, startNode, unpin } from './lib/processes.ts';
import { seedTask } from './lib/seed.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(seconds: number): Promise<string[]> {
  if (!existsSync('dist/web/index.html')) throw new Error('run `npm run build` first');
  const lines = budgets.map(({ page, entry, kb: budget }) => {
    const { bytes, files } = firstLoadJs(entry);
    return `${page}: ${kb(bytes)} gzipped JS in ${files} files (goal ≤ ${budget} KB ${bytes <= budget * 1024 ? 'met' : 'MISSED'})`;
  });
  if (seconds <= 1) return lines; // the smoke run stops before Lighthouse (a run takes ~20 s)

  const db = await benchDatabase('sqlite');
  const server = await startNode(['dist/server/main.js'], {
    ...db.env,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '0',
    MAIL_QUOTA_PER_HOUR: '0',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Chrome inherits this process's pin to one core; Lighthouse scales main-thread time by four, so a
  // browser squeezed beside the load generator scored the login page ~8 points lower. Its pages' processes
  // start later and follow the browser process onto every core.
  unpin(chrome.pid);
  try {
    const { taskId, links } = await seedTask(server.url, db.env.APP_SECRET!, 3);
    const pages: [string, string][] = [
      ['login page', `${server.url}/login`],
      ['supplier offer page', `${server.url}/pub/offer/${taskId}/${links[0]!.supplierId}#t=${links[0]!.token}`],
    ];
    for (const [name, url] of pages) {
      const scores: number[] = [];
      let failed = 0;
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        // A run Lighthouse itself failed (e.g. NO_NAVSTART) scores 0 and says nothing of the page: again.
        if (result?.lhr.runtimeError && ++failed <= 3) {
          i--;
          continue;
        }
        scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      }
      const score = median(scores);
      lines.push(
        `Lighthouse 12 mobile, ${name}: ${score} (runs ${scores.join(', ')}; goal ≥ 95 ${score >= 95 ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    db.stop();
  }
  return lines;
}
