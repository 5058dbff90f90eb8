// A buyer opens a tender of 1,000 printshops: how long until its offers are on screen, counted from the click on
// its name in the task list and from a fresh load of its address, at Chromium's own speed and with its CPU slowed
// 4× (a slow office laptop); and how many rounds of requests, each waiting for the one before, the page needed.
import type { BrowserContext, Page } from '@playwright/test';
import { bigTaskInChromium, slowDown, type TableTimes } from './lib/big-task.ts';
import { median } from './lib/processes.ts';

const OFFERS = 'Prices per format and printshop';
type Opened = { ms: number; rounds: number };

/**
 * Rounds of API requests from `from` until the offers came: a request that started after another had answered
 * waited for it (at worst), so its round is one more than the latest such one's. One round: all asked at once.
 */
function requestRounds(page: Page, from: number) {
  return page.evaluate(
    ({ from }) => {
      const since = performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.name.includes('/api/') && e.startTime >= from);
      const until = Math.max(...since.filter((e) => /\/offers$/.test(e.name)).map((e) => e.responseEnd));
      const api = since.filter((e) => e.responseEnd <= until).sort((a, b) => a.startTime - b.startTime);
      const round = new Map<PerformanceResourceTiming, number>();
      for (const e of api) {
        const before = api.filter((o) => o !== e && o.responseEnd <= e.startTime).map((o) => round.get(o) ?? 1);
        round.set(e, 1 + Math.max(0, ...before));
      }
      return Math.max(0, ...round.values());
    },
    { from },
  );
}

/** When the offers' table was painted with rows, on the page's clock. */
async function offersPainted(page: Page) {
  await page.getByRole('table', { name: OFFERS }).locator('tbody tr').nth(2).waitFor();
  return page
    .waitForFunction((name) => (window as unknown as TableTimes).__painted[name], OFFERS)
    .then(async (h) => {
      const at = (await h.jsonValue()) as number;
      await h.dispose();
      return at;
    });
}

/** From the click on the tender's name in the task list to its offers painted (the app's own navigation). */
async function fromList(page: Page, base: string, name: string): Promise<Opened> {
  await page.goto(`${base}/ua/task`);
  const link = page.getByRole('link', { name, exact: true });
  await link.waitFor();
  const clicked = await link.evaluate((a: HTMLElement) => {
    const at = performance.now();
    a.click();
    return at;
  });
  const painted = await offersPainted(page);
  return { ms: painted - clicked, rounds: await requestRounds(page, clicked) };
}

/** From the start of a fresh load of the tender's address (the browser's own navigation) to its offers painted. */
async function freshLoad(page: Page, url: string): Promise<Opened> {
  await page.goto(url, { waitUntil: 'commit' });
  const painted = await offersPainted(page);
  return { ms: painted, rounds: await requestRounds(page, 0) };
}

async function measure(context: BrowserContext, rate: number, open: (page: Page) => Promise<Opened>, rounds: number) {
  const page = await context.newPage();
  if (rate > 1) await slowDown(context, page, rate);
  const runs: Opened[] = [];
  for (let i = 0; i < rounds; i++) runs.push(await open(page));
  await page.close();
  return { ms: median(runs.map((r) => r.ms)), rounds: Math.max(...runs.map((r) => r.rounds)) };
}

export async function run(seconds: number): Promise<string[]> {
  const n = seconds <= 1 ? 110 : 1000;
  const times = seconds <= 1 ? 1 : 5;
  const { url: base, context, taskId, stop } = await bigTaskInChromium(n, 'taskpage');
  try {
    const lines: string[] = [];
    for (const rate of [1, 4]) {
      const slowed = rate > 1 ? `, CPU slowed ${rate}×` : '';
      const list = await measure(context, rate, (page) => fromList(page, base, 'Mailing Q1'), times);
      const load = await measure(context, rate, (page) => freshLoad(page, `${base}/ua/task/${taskId}`), times);
      lines.push(
        `${n} printshops at 1280 px${slowed}: offers shown ${list.ms.toFixed(0)} ms after the click in the task list, ${list.rounds} round${list.rounds === 1 ? '' : 's'} of requests up to the offers (median of ${times}; goal ≤ 600 ms)`,
        `${n} printshops at 1280 px${slowed}: offers shown ${load.ms.toFixed(0)} ms after a fresh load began, ${load.rounds} round${load.rounds === 1 ? '' : 's'} of requests up to the offers (median of ${times})`,
      );
    }
    return lines;
  } finally {
    await stop();
  }
}
