import { execFileSync } from 'node:child_process';
import { expect, test } from './support/fixtures.ts';
import { expectCleanPage, staffPages } from './support/page-check.ts';

// The pages as a buyer's half year fills them (`npm run demo`, beside the running app): question and no-bid
// chips, stale and alternative offers, quantity scales, a split award, a team of two. The thin tenders of
// a11y.spec.ts showed none of these, and a review on the demo's data found violations on six pages.
// One demo for both tests (it takes seconds): they run in one worker, one after the other.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

type TaskItem = { id: string; name: string; state: number; sealed: boolean };

/** `npm run demo` on the database of the server under test; answers the login it prints. */
function runDemo(baseURL: string): { username: string; password: string } {
  const printed = execFileSync(process.execPath, ['dist/server/demo/demo-cli.js'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, BASE_URL: baseURL, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const [, username] = /Username\s+(\S+)/.exec(printed)!;
  const [, password] = /Password\s+(\S+)/.exec(printed)!;
  return { username: username!, password: password! };
}

let demo: { username: string; password: string };
test.beforeAll(({ browserName: _ }, testInfo) => {
  demo = runDemo(testInfo.project.use.baseURL!);
});

test("the demo's pages have no serious accessibility issue, in English and German, at 1280 and 390 px", async ({
  page,
}) => {
  const { username, password } = demo;
  const login = await page.request.post('/api/account/login', { data: { login: username, password } });
  expect(login.ok()).toBe(true);
  const list = ((await (await page.request.get('/api/tasks?limit=100')).json()) as { items: { id: string }[] }).items;
  const tasks = await Promise.all(
    list.map(async (t) => (await (await page.request.get(`/api/tasks/${t.id}`)).json()) as TaskItem),
  );
  // One task of each state, and the open tender the story gave the most (the first unsealed one).
  const shown = [0, 5, 10, 50, 90, 99].map((state) => tasks.find((t) => t.state === state && !t.sealed)!);
  shown.push(tasks.find((t) => t.sealed)!);
  const formats = (
    (await (await page.request.get('/api/formats')).json()) as { items: { id: string; title: string }[] }
  ).items;

  for (const [language, sizes] of [
    ['en', [1280]],
    ['de', [1280, 390]],
  ] as const) {
    const settings = await page.request.post('/api/account/settings', { data: { language, signature: '' } });
    expect(settings.ok()).toBe(true);
    const history = `${language === 'de' ? 'Preisverlauf' : 'Price history'}: ${formats[0]!.title}`;
    const pages: [string, string][] = [
      ...staffPages(language, [...shown.map((t): [string, string] => [`/ua/task/${t.id}`, t.name])]),
      [`/ua/format/${formats[0]!.id}`, history],
    ];
    for (const width of sizes) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const [url, heading] of pages)
        await expectCleanPage(page, url, heading, `${url} (${language}, ${width} px)`);
    }
  }
});

test('at 1280 px a large comparison keeps its totals in view, a stale offer is not offered for an accept, an awarded task looks read-only', async ({
  page,
}) => {
  const { username, password } = demo;
  expect((await page.request.post('/api/account/login', { data: { login: username, password } })).ok()).toBe(true);
  const list = ((await (await page.request.get('/api/tasks?limit=100')).json()) as { items: TaskItem[] }).items;
  const offersOf = async (t: TaskItem) =>
    (
      (await (await page.request.get(`/api/tasks/${t.id}/offers`)).json()) as {
        offers: { name: string; stale: boolean }[];
      }
    ).offers;
  let picked: { task: TaskItem; stale: string } | undefined;
  for (const task of list.filter((t) => t.state === 50)) {
    const stale = (await offersOf(task)).find((o) => o.stale);
    if (stale) picked ??= { task, stale: stale.name };
  }
  // The demo's buyer writes German.
  expect((await page.request.post('/api/account/settings', { data: { language: 'en', signature: '' } })).ok()).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/ua/task/${picked!.task.id}`);
  const comparison = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(comparison).toBeVisible();
  // Its head at the top of the window, the table not scrolled sideways.
  await comparison.evaluate((t) => t.scrollIntoView({ block: 'start', inline: 'start' }));
  // A row per quantity, a column per printshop: the totals at the foot are in view; printshops beyond the
  // view, were there any, would be counted above it.
  const wider = await comparison.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth);
  await expect(page.getByRole('button', { name: /more printshops? →$/ })).toHaveCount(wider ? 1 : 0);
  await expect(comparison.getByRole('rowheader', { name: 'Total incl. delivery' })).toBeInViewport({ ratio: 1 });
  // Looked at, not compared: quantities, run-on, an alternative and a stale offer in one table.
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/comparison-demo-en-1280.png` });
  for (const total of await comparison.locator('tfoot td').all()) {
    if (!wider) await expect(total).toBeInViewport({ ratio: 1 });
  }
  const rows = page.getByRole('table', { name: 'Printshops' }).getByRole('row');
  const staleRow = rows.filter({ hasText: picked!.stale });
  // Its total is that of its current prices, with the formats it is asked to confirm counted beside it.
  await expect(staleRow.getByText(/\(\d formats? to confirm\)$/)).toBeVisible();
  await expect(staleRow.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  // Every other offer's accept button is in view beside its row, none pushed out by the columns.
  const accepts = page.getByRole('table', { name: 'Printshops' }).getByRole('button', { name: /^Accept the offer of/ });
  expect(await accepts.count()).toBeGreaterThan(0);
  for (const button of await accepts.all()) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }

  // The task list names each task's offer deadline in a column of its own.
  await page.goto('/ua/task');
  const deadlines = page.getByRole('table', { name: 'Your tasks' });
  await expect(deadlines.getByRole('columnheader', { name: 'Offer deadline' })).toBeVisible();
  await expect(deadlines.getByRole('row').filter({ hasText: picked!.task.name })).toContainText(/\d\d\/\d\d\/\d{4}/);

  // An awarded task takes no edits: its fields, dates too, look read-only (a dashed outline), not editable.
  await page.goto(`/ua/task/${list.find((t) => t.state === 99)!.id}`);
  for (const name of ['Name', 'Delivery date', 'Offer deadline']) {
    const field = page.getByRole('textbox', { name, exact: true });
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field.locator('xpath=following-sibling::fieldset')).toHaveCSS('border-top-style', 'dashed');
  }
});
