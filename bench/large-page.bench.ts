// A tender of 1,000 printshops on the task page in Chromium: how long the printshop table and the
// comparison take to show after their data arrived, and how long a keystroke in the printshop filter takes to
// be handled and painted (the Event Timing API's duration: what INP measures).
import type { Page } from '@playwright/test';
import { bigTaskInChromium, slowDown, type TableTimes } from './lib/big-task.ts';
import { median } from './lib/processes.ts';

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
      const shown = (window as unknown as Partial<TableTimes>).__shown?.[table] ?? painted;
      return Math.max(0, Math.min(shown, painted) - Math.max(...arrived));
    },
    { table, sources: responses.map((r) => r.source) },
  );
}

export async function run(seconds: number): Promise<string[]> {
  const n = seconds <= 1 ? 110 : 1000;
  const { url: base, context, taskId, stop } = await bigTaskInChromium(n, 'large');
  try {
    const page = await context.newPage();
    // LARGE_CPU_SLOWDOWN=3 runs the page as on a day this machine is three times slower (Chromium's throttling).
    const slowdown = Number(process.env.LARGE_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) await slowDown(context, page, slowdown);
    const url = `${base}/ua/task/${taskId}`;
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
    await stop();
  }
}
