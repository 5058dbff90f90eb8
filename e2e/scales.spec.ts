import type { Page } from '@playwright/test';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { columnOf } from './support/comparison.ts';
import { expect, test } from './support/fixtures.ts';
import { completeTask, sentTask, type Invited, type SentTask } from './support/sent-task.ts';

test.describe.configure({ timeout: 60_000 });

test('a buyer asks a format for two further quantities and run-on, in ascending order', async ({
  page,
  account: _,
}) => {
  const created = await page.request.put('/api/tasks', { data: completeTask('Staffelanfrage') });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/ua/task/${id}`);
  const flyer = page.getByRole('region', { name: /Flyer A5/ });
  await page.getByRole('button', { name: /Flyer A5/ }).click();
  const quantities = flyer.getByRole('group', { name: 'Further quantities' });
  // Their order rule is a component test (src/web/features/tasks/components/task-form.test.tsx).
  await quantities.getByRole('button', { name: 'Add a quantity' }).click();
  await quantities.getByRole('textbox', { name: 'Quantity 1' }).fill('1000');
  await quantities.getByRole('button', { name: 'Add a quantity' }).click();
  await quantities.getByRole('textbox', { name: 'Quantity 2' }).fill('2500');
  await quantities.getByRole('checkbox', { name: /run-on/ }).check();
  await page.getByRole('button', { name: 'Save task' }).first().click();
  await expect(page.getByText('Task saved')).toBeVisible();

  const saved = (await (await page.request.get(`/api/tasks/${id}`)).json()) as {
    formats: { counts: number[]; runOn: boolean }[];
  };
  expect(saved.formats[0]).toMatchObject({ counts: [1000, 2500], runOn: true });
  await page.reload();
  await page.getByRole('button', { name: /Flyer A5/ }).click();
  await expect(quantities.getByRole('textbox', { name: 'Quantity 2' })).toHaveValue('2500');
  await expect(quantities.getByRole('checkbox', { name: /run-on/ })).toBeChecked();
});

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test('a Slovak printshop prices every quantity, run-on, an alternative and its terms on a phone', async ({
  page,
  browser,
  signedIn: _,
}) => {
  const task = await sentTask(page.request, 'Katalóg jar', [['Tlačiareň Beta', 'sk']], { scaled: true });
  const shop = await browser.newPage({ locale: 'sk-SK', viewport: { width: 390, height: 844 } });
  await shop.goto(task.suppliers[0]!.link);
  await expect(shop.getByRole('heading', { name: 'Katalóg jar', level: 1 })).toBeVisible();
  await expect(shop.getByText('Ponuka od: Tlačiareň Beta')).toBeVisible();
  // Dates as a Slovak reader writes them: d. m. yyyy.
  await expect(shop.getByText(/^\d{1,2}\. \d{1,2}\. \d{4}$/).first()).toBeVisible();

  await field(shop, /^Flyer A5 Cena za celý náklad 5\s000 ks$/).fill('1200');
  await field(shop, /^Flyer A5 Cena za 1\s000 ks/).fill('400');
  await field(shop, /^Flyer A5 Cena za 2\s500 ks/).fill('750');
  await field(shop, /^Flyer A5 Cena za každých ďalších 1\s000 ks/).fill('180');
  await field(shop, /^Brief DIN lang Cena za celý náklad/).fill('300');
  await field(shop, /^Brief DIN lang/).blur();
  // Under each price its price per 1,000 pieces: the printshop sees its own curve.
  await expect(shop.getByText(/^= 240,00\s€ za 1\s000 ks$/)).toBeVisible();
  await expect(shop.getByText(/^= 300,00\s€ za 1\s000 ks$/)).toBeVisible();
  await expect(shop.getByText(/^= 400,00\s€ za 1\s000 ks$/)).toBeVisible();
  await expect(shop.getByText(/^1\s500,00\s€$/)).toBeVisible();

  await shop.getByRole('button', { name: 'Ponúknuť alternatívu' }).first().click();
  await expect(field(shop, 'Čím sa líši, napr. 115 g namiesto 135 g')).toBeFocused();
  await field(shop, 'Čím sa líši, napr. 115 g namiesto 135 g').fill('115 g namiesto 135 g');
  await field(shop, /^Cena alternatívy za 5\s000 ks/).fill('1100');
  await field(shop, 'Platnosť ponuky (dni)').fill('30');
  await field(shop, 'Číslo Vašej ponuky').fill('SK-2026-7');
  await shop.getByRole('button', { name: 'Odoslať ponuku' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'Vaša ponuka bola odoslaná' })).toBeVisible();
  const status = shop.getByRole('region', { name: 'Stav Vašej ponuky' });
  await expect(status).toContainText('Vaša ponuka: najlepšia z 1 aktuálnej ponuky.');
  await expect(status).toContainText(/Stav: \d\d:\d\d, pri Vašej poslednej zmene/);
  // Nothing sticks out of a 390 px screen.
  expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const offers = (await (await page.request.get(`/api/tasks/${task.taskId}/offers`)).json()) as {
    offers: { prices: { scales: unknown[]; runOnPer1000: number | null }[]; terms: { quoteNumber: string } }[];
  };
  expect(offers.offers[0]).toMatchObject({
    prices: [
      {
        scales: [
          { count: 1000, price: 40_000 },
          { count: 2500, price: 75_000 },
        ],
        runOnPer1000: 18_000,
      },
      {},
    ],
    terms: { quoteNumber: 'SK-2026-7', validDays: 30 },
  });
});

/** A printshop's offer with further quantities and run-on, as its page sends it. */
async function scaledOffer(page: Page, task: SentTask, shop: Invited, prices: number[], quoteNumber: string) {
  const [flyer, letter] = task.formatIds as [string, string];
  const response = await page.request.post(`/api/pub/tasks/${task.taskId}/${shop.id}`, {
    headers: { [OFFER_TOKEN_HEADER]: shop.token },
    data: {
      formats: [
        {
          id: flyer,
          price: prices[0],
          scales: [
            { count: 1000, price: prices[1] },
            { count: 2500, price: prices[2] },
          ],
          runOnPer1000: prices[3],
        },
        { id: letter, price: 300 },
      ],
      terms: { quoteNumber, validDays: 1 },
    },
  });
  expect(response.ok()).toBe(true);
}

// The table's columns per quantity, its marks and the offers' terms are component tests
// (src/web/features/comparison/components/comparison-section.test.tsx).
test('the comparison shows the offers at every quantity and the price curves', async ({ page, signedIn: _ }) => {
  const task = await sentTask(
    page.request,
    'Staffelvergleich',
    [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
    ],
    { scaled: true },
  );
  await scaledOffer(page, task, task.suppliers[0]!, [1200, 400, 750, 180], 'AL-1');
  await scaledOffer(page, task, task.suppliers[1]!, [1300, 350, 800, 170], 'GP-2');
  await page.goto(`/ua/task/${task.taskId}`);
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  // A column per offer, with its prices at every quantity and run-on, a row each.
  await expect(table.getByRole('rowheader', { name: 'Flyer A5: +1,000 (run-on)' })).toBeVisible();
  await expect(await columnOf(table, /Druckerei Alpha/)).toContainText(['€400.00', '€750.00', '€1,200.00', '€180.00']);
  await expect(await columnOf(table, /Gamma Print/)).toContainText(['€350.00', '€800.00', '€1,300.00', '€170.00']);

  const curves = page.getByRole('figure', { name: 'Flyer A5: price per 1,000 pieces by quantity' });
  await expect(curves).toBeVisible();
  await expect(curves.getByText('Druckerei Alpha')).toBeVisible();
  await expect(curves.getByText('Gamma Print')).toBeVisible();
  await curves.screenshot({ path: test.info().outputPath('curves.png') });
});
