import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offerToken } from '../src/server/auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { columnOf } from './support/comparison.ts';
import { expect, test } from './support/fixtures.ts';
import { consoleOf } from './support/page-check.ts';
import { draftTask, format, inDays } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

// The comparison's layout: formats as rows, printshops as columns (src/web/features/comparison); which prices are
// marked and what a stale or partial offer shows are component tests beside it.

// The secret the server under test signs supplier links with (it generated it into its data folder).
const secret = () => readFileSync(path.join(process.env.E2E_DATA_DIR!, 'app-secret'), 'utf8').trim();

const SHOPS = [
  'Druckerei Alpha GmbH',
  'Print Bravo',
  'Druckhaus Charlie & Söhne',
  'Offsetdruck Delta',
  'Echo Print Solutions',
  'Foxtrott Medien',
  'Golf Druck',
  'Hotel Print',
  'India Druckerei',
  'Juliett Digital',
  'Kilo Offset',
  'Lima Druckwerk',
];

/** A sent tender of 4 formats to the first `count` printshops, each of which offers: the first cheapest. */
async function task(request: APIRequestContext, count: number) {
  const formats = [
    format('Flyer A5', 5000),
    format('Brief DIN lang', 2000),
    format('Plakat A2', 500),
    format('Postkarte A6', 10_000),
  ];
  const draft = await draftTask(
    request,
    'Mailing Herbst',
    SHOPS.slice(0, count).map((name) => [name, 'de']),
    { task: { formats } },
  );
  expect((await request.post(`/api/tasks/${draft.taskId}/suppliers/mail`, { data: { suppliers: [] } })).ok()).toBe(
    true,
  );
  for (const [i, shop] of draft.suppliers.entries()) {
    const response = await request.post(`/api/pub/tasks/${draft.taskId}/${shop.id}`, {
      headers: { [OFFER_TOKEN_HEADER]: offerToken(secret(), draft.taskId, shop.id) },
      data: {
        formats: draft.formatIds.map((id, f) => ({ id, price: String(1200 + 37 * i + 410 * f) + ',50' })),
        terms: { quoteNumber: `Q-${1000 + i}`, deliveryCost: '45' },
      },
    });
    expect(response.ok()).toBe(true);
  }
  return draft;
}

/** Whether `locator` lies whole inside the window, below the fixed app bar (64 px). */
async function inWindow(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 64 && box.x + box.width <= width && box.y + box.height <= height;
}

/** Scrolls the comparison's top just below the app bar. */
const toTop = (table: Locator) =>
  table.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));

/**
 * Where the screenshots go when E2E_SHOTS names a folder (they are looked at, not compared): the offers at the
 * top of the window, unless a dialog over them is the point.
 */
async function shoot(page: Page, name: string, scroll = true) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const section = page.getByRole('region', { name: /^(Offers|Angebote)$/ });
  if (scroll) await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  await page.screenshot({ path: path.join(folder, name) });
}

test('4 formats × 6 printshops at 1280 px beside the open menu: every price and total in view, no sideways scroll; terms on demand', async ({
  page,
  account: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const draft = await task(page.request, 6);
  await page.goto(`/ua/task/${draft.taskId}`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(table.getByRole('columnheader')).toHaveCount(7);
  // The overview above the offers has its data: nothing above the table grows after it is scrolled to.
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await toTop(table);

  const prices = table.locator('tbody td, tfoot td');
  // Lead time and validity, 4 formats, the delivery cost and the total, each for 6 printshops.
  await expect(prices).toHaveCount(48);
  for (const cell of await prices.all()) expect(await inWindow(page, cell), await cell.innerText()).toBe(true);
  for (const shop of SHOPS.slice(0, 6)) {
    expect(await inWindow(page, table.getByRole('columnheader', { name: new RegExp(shop) })), shop).toBe(true);
  }
  await expect(table.getByRole('rowheader', { name: 'Total incl. delivery' })).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
  await expect(page.getByRole('button', { name: /more printshops/ })).toHaveCount(0);
  // The cheapest total is the first printshop's, marked.
  await expect(table.locator('tfoot td').first()).toContainText('lowest total');

  // The quote number is no longer in the table: it opens from the printshop's name.
  await expect(table).not.toContainText('Q-1003');
  await table.getByRole('button', { name: 'Offsetdruck Delta: terms and history' }).click();
  const details = page.getByRole('dialog', { name: 'Offsetdruck Delta' });
  await expect(details).toContainText('Quote Q-1003');
  await expect(details.getByRole('heading', { name: 'Offer history of Offsetdruck Delta' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // Once accepted, the winner's name is checked and each of its prices outlined as ordered.
  const winner = draft.suppliers[1]!;
  expect((await page.request.post(`/api/tasks/${draft.taskId}/suppliers/${winner.id}/accept`)).ok()).toBe(true);
  await page.reload();
  await expect(
    table.getByRole('columnheader', { name: /Print Bravo/ }).getByRole('img', { name: 'Accepted offer' }),
  ).toBeVisible();
  await expect(table.getByRole('img', { name: 'Accepted offer' })).toHaveCount(1);
  await expect(table.getByRole('img', { name: 'ordered' })).toHaveCount(4);
  await expect((await columnOf(table, /Print Bravo/)).getByRole('img', { name: 'ordered' })).toHaveCount(4);
  await shoot(page, 'comparison-en-1280-awarded.png');

  // Collapsing the menu gives the table the room; it still needs no sideways scroll.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
  // The buyer keeps the room: the menu stays closed over a reload, until opened again.
  await page.reload();
  await expect(table).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('12 printshops scroll sideways with a cue, the formats, names and totals staying in view', async ({
  page,
  account: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const draft = await task(page.request, 12);
  await page.goto(`/ua/task/${draft.taskId}`);
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(table.getByRole('columnheader')).toHaveCount(13);
  // The overview above the offers has its data: nothing above the table grows after it is scrolled to.
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await toTop(table);
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(true);
  const more = page.getByRole('button', { name: /^\d+ more printshops →$/ });
  await expect(more).toBeVisible();
  const hidden = Number((await more.innerText()).split(' ')[0]);
  expect(hidden).toBeGreaterThanOrEqual(5);
  // The last printshop is out of view until the table scrolls.
  const last = table.getByRole('columnheader', { name: /Lima Druckwerk/ });
  expect(await inWindow(page, last)).toBe(false);
  await shoot(page, 'comparison-en-1280-wide.png');

  await more.click();
  await expect(page.getByRole('button', { name: /^← \d+ printshops?$/ })).toBeVisible();
  await table.locator('..').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(page.getByRole('button', { name: /more printshop/ })).toHaveCount(0);
  // The overview above may have grown since (its data comes beside the offers', late on a loaded machine): the
  // table's top to the top again before each look.
  await expect
    .poll(async () => {
      await toTop(table);
      return inWindow(page, last);
    })
    .toBe(true);
  await shoot(page, 'comparison-en-1280-wide-scrolled.png');
  // Its total at the foot, the formats' column and the totals' name still where they were.
  await expect.poll(() => inWindow(page, table.locator('tfoot td').last())).toBe(true);
  expect(await inWindow(page, table.getByRole('columnheader', { name: 'Format' }))).toBe(true);
  for (const title of ['Flyer A5', 'Postkarte A6', 'Total incl. delivery']) {
    const header = table.getByRole('rowheader', { name: new RegExp(title) });
    expect(await inWindow(page, header), title).toBe(true);
    expect((await header.boundingBox())!.x).toBeLessThan(300);
  }
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`the comparison has no serious accessibility issue, a card per printshop on a phone (${width} px, en, de)`, async ({
    page,
    signedIn: _,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    const draft = await task(page.request, 6);
    for (const language of ['en', 'de'] as const) {
      const de = language === 'de';
      await saveLanguage(page.request, language);
      const logs = consoleOf(page);
      await page.goto(`/ua/task/${draft.taskId}`);
      const caption = de ? 'Preise je Format und Lieferant' : 'Prices per format and printshop';
      if (width < 600) {
        // A phone keeps a card per printshop.
        await expect(page.getByRole('list', { name: caption }).getByRole('listitem')).toHaveCount(6);
        await expect(page.getByRole('table', { name: caption })).toHaveCount(0);
      } else {
        await expect(page.getByRole('table', { name: caption }).getByRole('columnheader')).toHaveCount(7);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, `the comparison (${width} px, ${language})`);
      await shoot(page, `comparison-${language}-${width}.png`);
      if (width >= 600) {
        await page
          .getByRole('button', { name: de ? /Foxtrott Medien: Konditionen/ : /Foxtrott Medien: terms/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Foxtrott Medien' })).toContainText('Q-1005');
        await expectNoSeriousA11yIssues(page, `an offer's details (${width} px, ${language})`);
        await shoot(page, `comparison-${language}-${width}-details.png`, false);
      }
      logs.stop();
      expect(logs.messages, `console of the task page (${width} px, ${language})`).toEqual([]);
    }
  });
}

/** A printshop's offer through the public API, as its page sends it. */
async function send(request: APIRequestContext, taskId: string, supplierId: string, data: object) {
  const response = await request.post(`/api/pub/tasks/${taskId}/${supplierId}`, {
    headers: { [OFFER_TOKEN_HEADER]: offerToken(secret(), taskId, supplierId) },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the basis at 1280 px in German: terms as rows, the marks in words, a typo flagged, a price to confirm, columns kept while offers arrive; the cards at 390 px in English', async ({
  page,
  signedIn: _,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveLanguage(page.request, 'de');
  const formats = [
    { ...format('Flyer A5', 5000), counts: [2500] },
    format('Brief DIN lang', 2000),
    format('Plakat A2', 500),
  ];
  const draft = await draftTask(
    page.request,
    'Mailing Frühjahr',
    SHOPS.slice(0, 5).map((name) => [name, 'de']),
    { task: { formats, awardDate: inDays(12) } },
  );
  const { taskId } = draft;
  expect((await page.request.post(`/api/tasks/${taskId}/suppliers/mail`, { data: { suppliers: [] } })).ok()).toBe(true);
  const [flyer, brief, poster] = draft.formatIds as [string, string, string];
  // Four printshops offer; Offsetdruck Delta typed 960.690 € for its poster (690 € meant).
  for (const [i, shop] of draft.suppliers.slice(0, 4).entries()) {
    await send(page.request, taskId, shop.id, {
      formats: [
        { id: flyer, price: String(1200 + 40 * i), scales: [{ count: 2500, price: String(800 - 30 * i) }] },
        { id: brief, price: String(1600 + 25 * i) },
        { id: poster, price: i === 3 ? '960690' : String(690 + 10 * i) },
      ],
      terms: { deliveryCost: String(20 + 30 * i), leadDays: i === 2 ? 25 : 8, validDays: i === 1 ? 5 : 30 },
    });
  }
  await page.goto(`/ua/task/${taskId}/offers`);
  const table = page.getByRole('table', { name: 'Preise je Format und Lieferant' });
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  for (const row of ['Lieferzeit', 'Gültig bis', 'Lieferkosten einmal, in der Summe', 'Summe inkl. Lieferung']) {
    await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  }
  const alpha = await columnOf(table, /Druckerei Alpha/);
  await expect(alpha.nth(3)).toHaveText(/^1\.200,00\s€ niedrigster inkl\. Lieferkosten$/);
  const delta = await columnOf(table, /Offsetdruck Delta/);
  // Delta's 2.500 is the lowest price alone; its poster is flagged and not lowest.
  await expect(delta.nth(2)).toHaveText(/^710,00\s€ niedrigster Preis$/);
  await expect(delta.nth(5)).toContainText('weit über den anderen – Tippfehler?');
  await expect(delta.nth(6)).toHaveText(/^110,00\s€$/);

  // The Brief's quantity changes: its prices wait; the printshops' other prices stay current.
  const task = (await (await page.request.get(`/api/tasks/${taskId}`)).json()) as {
    version: number;
    formats: { id: string; count: number }[];
  };
  const amended = await page.request.post(`/api/tasks/${taskId}/amend`, {
    data: {
      version: task.version,
      message: 'Mehr Briefe',
      formats: task.formats.map((f) => (f.id === brief ? { ...f, count: 3000 } : f)),
    },
  });
  expect(amended.ok(), await amended.text()).toBe(true);
  await expect(table.getByRole('columnheader', { name: /Print Bravo/ })).toContainText('1 Format zu bestätigen');
  // Alpha confirms its new Brief price at once, and so ranks as a whole again.
  await send(page.request, taskId, draft.suppliers[0]!.id, {
    formats: [{ id: brief, price: '2300', revision: 2 }],
    keepOthers: true,
  });
  await expect(table.getByRole('columnheader', { name: /Druckerei Alpha/ })).not.toContainText('zu bestätigen');
  const bravo = await columnOf(table, /Print Bravo/);
  // Its Brief price was for 2.000, no row now: the 3.000 row says it waits; the details name the price.
  await expect(bravo.nth(4)).toHaveText('–zu bestätigen');
  await expect(bravo.nth(3)).toHaveText(/^1\.240,00\s€$/);

  // Echo offers, cheapest of all, while the page is open: its column comes last, nothing moves until asked.
  await send(page.request, taskId, draft.suppliers[4]!.id, {
    formats: [
      { id: flyer, price: '1000', scales: [{ count: 2500, price: '600' }] },
      { id: brief, price: '1900', revision: 2 },
      { id: poster, price: '600' },
    ],
    terms: { deliveryCost: '0', leadDays: 5, validDays: 60 },
  });
  const heads = table.getByRole('columnheader');
  await expect(heads.last()).toContainText('Echo Print Solutions');
  await expect(heads.nth(1)).toContainText('Druckerei Alpha');
  const sort = page.getByRole('button', { name: 'Nach Summe sortieren' });
  await expect(sort).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yIssues(page, 'the comparison with its basis (1280 px, de)');
  await shoot(page, 'comparison-de-1280-basis.png');
  await sort.click();
  await expect(heads.nth(1)).toContainText('Echo Print Solutions');
  await expect(sort).toHaveCount(0);
  await shoot(page, 'comparison-de-1280-sorted.png');

  await saveLanguage(page.request, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const cards = page.getByRole('list', { name: 'Prices per format and printshop' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const deltaCard = cards.filter({ hasText: 'Offsetdruck Delta' });
  await expect(deltaCard).toContainText('far above the others — typo?');
  await expect(deltaCard).toContainText('Delivery cost€110.00');
  await expect(cards.filter({ hasText: 'Print Bravo' })).toContainText('Expires before the planned award');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yIssues(page, 'the comparison’s cards with their basis (390 px, en)');
  await shoot(page, 'comparison-en-390-basis.png');
  if (process.env.E2E_SHOTS) {
    await deltaCard.screenshot({ path: path.join(process.env.E2E_SHOTS, 'comparison-en-390-typo-card.png') });
  }
});
