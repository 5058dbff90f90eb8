// A tender of 1,000 printshops on the task page in Chromium: how long the printshop table and the
// comparison take to show after their data arrived, and how long a keystroke in the printshop filter takes to
// be handled and painted (the Event Timing API's duration: what INP measures).
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { offerToken } from '../src/server/auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { completeTask, flyer } from '../src/server/test/tasks.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.ts';
import { benchDatabase } from './lib/databases.ts';
import { median, startNode, unpin } from './lib/processes.ts';
import { staffOn } from './lib/seed.ts';

type Staff = Awaited<ReturnType<typeof staffOn>>;

/** A sent tender of `n` printshops and 5 formats, every printshop with an offer. */
async function bigTask(url: string, secret: string, staff: Staff, n: number) {
  // Who is buying: without it the owner's first page is the welcome page, not the task.
  await staff('POST', '/api/workspace', { name: 'Bench Einkauf GmbH', address: 'Hafenstraße 1, 20457 Hamburg' });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await staff<{ id: string }>('PUT', '/api/suppliers', { name: `Druckerei ${i}`, email: `d${i}@druck.de` });
    ids.push(s.id);
  }
  const formats = Array.from({ length: 5 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));
  const task = await staff<{ id: string; formats: { id: string }[] }>('PUT', '/api/tasks', completeTask({ formats }));
  await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
  for (const [i, supplierId] of ids.entries()) {
    const res = await fetch(`${url}/api/pub/tasks/${task.id}/${supplierId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OFFER_TOKEN_HEADER]: offerToken(secret, task.id, supplierId) },
      body: JSON.stringify({ formats: task.formats.map((f, k) => ({ id: f.id, price: 1000 + ((i * 7 + k) % 500) })) }),
    });
    if (!res.ok) throw new Error(`offer ${i}: ${res.status}`);
  }
  return task.id;
}

/** Milliseconds from the last of `urls`' responses to the first frame painted after `table` has rows. */
async function renderAfterData(page: Page, url: string, table: string, responses: RegExp[]) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('table', { name: table }).locator('tbody tr').nth(2).waitFor();
  return page.evaluate(
    async ({ table, sources }) => {
      const painted = await new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const arrived = performance
        .getEntriesByType('resource')
        .filter((e) => sources.some((s) => new RegExp(s).test(e.name)))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      const shown = (window as unknown as { __shown?: Record<string, number> }).__shown?.[table] ?? painted;
      return Math.max(0, Math.min(shown, painted) - Math.max(...arrived));
    },
    { table, sources: responses.map((r) => r.source) },
  );
}

export async function run(seconds: number): Promise<string[]> {
  if (!existsSync('dist/web/index.html')) throw new Error('run `npm run build` first');
  const n = seconds <= 1 ? 110 : 1000;
  // The browser is what is measured: it gets every core (the run pinned this process beside the server, which
  // keeps its own pin to core 0).
  unpin(process.pid);
  const db = await benchDatabase('sqlite');
  const server = await startNode(['dist/server/main.js'], { ...db.env, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '0' });
  let browser: Browser | undefined;
  try {
    // Inside the try: a browser that fails to start (not installed) must not leave the server running.
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const staff = await staffOn(server.url, 'large');
    const taskId = await bigTask(server.url, db.env.APP_SECRET!, staff, n);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The staff session: signed in through the page's own API, as the app does.
    await context.request.post(`${server.url}/api/account/login`, {
      data: { login: 'large', password: 'correct-horse-9' },
    });
    // When a table first holds rows, noted by the page itself (a MutationObserver, before the app runs).
    await context.addInitScript(() => {
      const shown: Record<string, number> = {};
      (window as unknown as { __shown: Record<string, number> }).__shown = shown;
      new MutationObserver(() => {
        for (const t of document.querySelectorAll('table[aria-label]')) {
          const name = t.getAttribute('aria-label')!;
          if (!shown[name] && t.querySelectorAll('tbody tr').length > 2) shown[name] = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    // LARGE_CPU_SLOWDOWN=3 runs the page as on a day this machine is three times slower (Chromium's throttling).
    const slowdown = Number(process.env.LARGE_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const url = `${server.url}/ua/task/${taskId}`;
    const supplierTable: number[] = [];
    const comparison: number[] = [];
    const rounds = seconds <= 1 ? 1 : 5;
    for (let i = 0; i < rounds; i++) {
      supplierTable.push(await renderAfterData(page, url, 'Printshops', [/\/suppliers$/]));
      comparison.push(await renderAfterData(page, url, 'Prices per format and printshop', [/\/offers$/]));
    }
    // Typing into the filter: every keystroke's Event Timing duration (input to the next paint).
    await page.evaluate(() => {
      const durations: number[] = [];
      (window as unknown as { __typing: number[] }).__typing = durations;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (['keydown', 'keyup', 'keypress', 'input'].includes(e.name)) durations.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    const filter = page.getByRole('searchbox', { name: 'Filter by name or e-mail' });
    await filter.click();
    await filter.pressSequentially('druckerei 12', { delay: 120 });
    await page.waitForTimeout(500);
    const typing = await page.evaluate(() => (window as unknown as { __typing: number[] }).__typing);
    const worst = typing.length ? Math.max(...typing) : 0;
    const slowed = slowdown > 1 ? `, CPU slowed ${slowdown}×` : '';
    return [
      `${n} printshops, task page at 1280 px${slowed}: printshop table shown ${median(supplierTable).toFixed(0)} ms after its data (median of ${rounds}; goal ≤ 300 ms)`,
      `${n} offers${slowed}: comparison shown ${median(comparison).toFixed(0)} ms after its data (median of ${rounds}; goal ≤ 300 ms)`,
      `typing 12 letters into the printshop filter${slowed}: slowest key event ${worst.toFixed(0)} ms from input to paint, ${typing.length} key events over 16 ms (goal < 200 ms)`,
    ];
  } finally {
    await browser?.close();
    await server.stop();
    db.stop();
  }
}
