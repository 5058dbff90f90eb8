import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { passDeadline } from './support/database.ts';
import { accept, format, offer, sentTask } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

test('a format’s price history after two tenders, the earlier prices beside the second, and its XLSX', async ({
  page,
  account: _,
}) => {
  // A stored format has no quantities: those are the task's.
  const { count: _count, counts: _counts, runOn: _runOn, ...stored } = format('Flyer Preisverlauf', 0);
  const created = await page.request.put('/api/formats', { data: stored });
  expect(created.status()).toBe(201);
  const { id: formatId } = (await created.json()) as { id: string };
  const formats = (count: number) => [{ ...format('Flyer Preisverlauf', count), formatId }, format('Brief', 1000)];
  const shops: [string, 'de' | 'en'][] = [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ];
  const first = await sentTask(page.request, 'Mailing Januar', shops, { task: { formats: formats(5000) } });
  await offer(page.request, first, first.suppliers[0]!, ['1000', '100']);
  await offer(page.request, first, first.suppliers[1]!, ['1250', '100']);
  await accept(page.request, first, first.suppliers[0]!);
  const second = await sentTask(page.request, 'Mailing Februar', shops, { task: { formats: formats(10_000) } });
  await offer(page.request, second, second.suppliers[1]!, ['1700', '90']);

  // Beside today's offers: what the last tender paid per 1,000 pieces.
  await page.goto(`/ua/task/${second.taskId}`);
  const offers = page.getByRole('region', { name: 'Offers' });
  const earlier = offers.getByRole('region', { name: 'Earlier tasks, per 1,000 pieces' });
  await expect(earlier).toContainText('Flyer Preisverlauf: last award €200.00');
  await expect(earlier).toContainText('median of the last year €225.00 (2 offers)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    offers.getByRole('link', { name: 'Download XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Comparison', 'Offer history', 'Printshops', 'Task']);
  const cells = book.worksheets[0]!.getSheetValues().flat();
  expect(cells).toContain(1700);
  expect(cells).toContain('Print Bravo');
  expect(book.getWorksheet('Printshops')!.getSheetValues().flat()).toContain('Print Bravo');

  // The format's page: a chart over time and every offer and award in a table.
  await earlier.getByRole('link', { name: 'Flyer Preisverlauf' }).click();
  await expect(page.getByRole('heading', { name: 'Price history: Flyer Preisverlauf', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Price per 1,000 pieces over time' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Offers and awards' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(
    table.getByRole('row', { name: /Award Mailing Januar Druck Alpha 5,000 €1,000.00 €200.00/ }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Offer Mailing Februar Print Bravo 10,000 €1,700.00 €170.00/ }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/price-history.png', fullPage: true });
});

test('a sealed tender: staff see who offered but no price until the deadline has passed', async ({
  page,
  account: _,
}) => {
  const sent = await sentTask(
    page.request,
    'Mailing Verdeckt',
    [
      ['Druck Alpha', 'de'],
      ['Print Bravo', 'en'],
    ],
    { task: { sealed: true } },
  );
  await offer(page.request, sent, sent.suppliers[0]!, ['1234.56', '100']);
  await page.goto(`/ua/task/${sent.taskId}`);
  const offers = page.getByRole('region', { name: 'Offers' });
  await expect(offers.getByText(/^Sealed bids: prices and totals open on/)).toBeVisible();
  const received = offers.getByRole('table', { name: 'Offers received (sealed)' });
  await expect(received.getByRole('row', { name: /Druck Alpha/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Printshops' })).toContainText('Received (sealed)');
  await expect(page.getByText(/1,334\.56|1,234\.56/)).toHaveCount(0);
  await expect(offers.getByRole('button', { name: 'Award per format' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Accept the offer of/ })).toHaveCount(0);
  await expect(offers.getByRole('link', { name: 'Download XLSX' })).toHaveCount(0);

  // The printshop's page says its offer came, with no rank.
  const shop = await page.context().newPage();
  await shop.goto(sent.suppliers[0]!.link);
  await expect(shop.getByText('Ihr Angebot ist eingegangen. Diese Anfrage nimmt verdeckte Angebote an')).toBeVisible();

  passDeadline(sent.taskId);
  await page.reload();
  await expect(offers.getByRole('table', { name: 'Prices per format and printshop' })).toBeVisible();
  await expect(offers.getByText('€1,334.56')).toBeVisible();
});
