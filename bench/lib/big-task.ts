import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/chromium.ts';
import { benchDatabase } from './databases.ts';
import { startNode, unpin } from './processes.ts';
import { offeredTask, staffOn } from './seed.ts';

/** What the page notes about its tables (the init script below): when each first held rows, and painted them. */
export type TableTimes = { __shown: Record<string, number>; __painted: Record<string, number> };

/**
 * A built server on a fresh SQLite database holding a sent tender of `n` printshops and 5 formats, each with an
 * offer, and a Chromium context at 1280 × 900 signed in as its owner. Every page of the context notes when a
 * table (by its aria-label) first holds rows (`__shown`, a MutationObserver set up before the app runs) and when
 * the frame with them was painted (`__painted`: a task queued from the next animation frame runs after its paint).
 */
export async function bigTaskInChromium(n: number, username: string) {
  if (!existsSync('dist/web/index.html')) throw new Error('run `npm run build` first');
  // The browser is what is measured: it gets every core (the run pinned this process beside the server, which
  // keeps its own pin to core 0).
  unpin(process.pid);
  const db = await benchDatabase('sqlite');
  const server = await startNode(['dist/server/main.js'], {
    ...db.env,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '0',
    MAIL_QUOTA_PER_HOUR: '0',
  });
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server.stop();
    db.stop();
  };
  try {
    // Inside the try: a browser that fails to start (not installed) must not leave the server running.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const staff = await staffOn(server.url, username);
    const taskId = await offeredTask(server.url, db.env.APP_SECRET!, staff, n);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The staff session: signed in through the page's own API, as the app does.
    await context.request.post(`${server.url}/api/account/login`, {
      data: { login: username, password: 'correct-horse-9' },
    });
    await context.addInitScript(() => {
      const times: TableTimes = { __shown: {}, __painted: {} };
      Object.assign(window, times);
      new MutationObserver(() => {
        for (const t of document.querySelectorAll('table[aria-label]')) {
          const name = t.getAttribute('aria-label')!;
          if (times.__shown[name] || t.querySelectorAll('tbody tr').length <= 2) continue;
          times.__shown[name] = performance.now();
          requestAnimationFrame(() => setTimeout(() => (times.__painted[name] = performance.now())));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    return { url: server.url, context, taskId, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `page` as on a CPU `rate` times slower (Chromium's throttling of its renderer); 1 leaves it as it is. */
export async function slowDown(context: BrowserContext, page: Page, rate: number) {
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
}
