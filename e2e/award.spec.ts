import { formatCount, formatMoney } from '../src/shared/money.ts';
import type { AwardBody, AwardPreview } from '../src/shared/schemas/award.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { columnOf } from './support/comparison.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { offer, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

test('a buyer splits the award across two printshops; winners read what they won, the other that it went elsewhere', async ({
  page,
  browser,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Herbst', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
    ['Druck Charlie', 'de'],
  ]);
  const [alpha, bravo, charlie] = task.suppliers as [Invited, Invited, Invited];
  await offer(page.request, task, alpha, ['900', '300']);
  await offer(page.request, task, bravo, ['1000', '200']);
  await offer(page.request, task, charlie, ['1100', '400']);

  await page.goto(`/ua/task/${task.taskId}`);
  await page.getByRole('button', { name: 'Award per format' }).click();
  const dialog = page.getByRole('dialog', { name: 'Award per format' });
  // Cheapest landed to start with (no delivery costs here): Alpha's Flyer, Bravo's Brief, the server's figures.
  const flyer = dialog.getByRole('group', { name: /^Flyer A5/ });
  const letter = dialog.getByRole('group', { name: /^Brief DIN lang/ });
  await expect(flyer.getByRole('combobox', { name: 'Printshop' })).toHaveValue(alpha.id);
  await expect(letter.getByRole('combobox', { name: 'Printshop' })).toHaveValue(bravo.id);
  await expect(dialog.getByText('Total of this award, incl. delivery')).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: /^€1,100\.00$/ })).toBeVisible();
  await expect(dialog.getByText('Best single printshop (Druck Alpha), incl. delivery')).toBeVisible();
  await expect(dialog.getByText('Saving against the best single printshop: €100.00')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /were not chosen/ })).toBeChecked();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send these orders?' });
  await expect(confirm.getByText('2 printshops each get an order mail, listing just their formats:')).toBeVisible();
  await expect(confirm.getByText(/^Flyer A5: 5,000 pieces for €900\.00$/)).toBeVisible();
  await expect(confirm.getByText(/^Brief DIN lang: 2,000 pieces for €200\.00$/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send 2 orders' }).click();
  await expect(page.getByText('Order sent')).toBeVisible({ timeout: 15_000 });
  await expect(confirm).toBeHidden();

  // The comparison marks what was ordered.
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(table.getByRole('img', { name: 'ordered' })).toHaveCount(2);
  await expect((await columnOf(table, /Druck Alpha/)).getByRole('img', { name: 'ordered' })).toHaveCount(1);
  await expect((await columnOf(table, /Print Bravo/)).getByRole('img', { name: 'ordered' })).toHaveCount(1);
  await expect(
    table.getByRole('columnheader', { name: /Druck Alpha/ }).getByRole('img', { name: 'Accepted offer' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Award per format' })).toHaveCount(0);

  const pageOf = async (shop: Invited) => {
    const p = await browser.newPage({ locale: 'en-GB' });
    await p.goto(shop.link);
    return p;
  };
  const a = (await pageOf(alpha)).getByRole('region', { name: 'Stand Ihres Angebots' });
  await expect(a.getByText('Ihr Angebot wurde gewählt. Der Auftrag folgt per E-Mail:')).toBeVisible();
  await expect(a.getByRole('listitem')).toHaveText([/^Flyer A5: 5\.000 Stück zu 900,00\s€$/]);
  const b = (await pageOf(bravo)).getByRole('region', { name: 'Status of your offer' });
  await expect(b.getByRole('listitem')).toHaveText(['Brief DIN lang: 2,000 pieces at €200.00']);
  const c = await pageOf(charlie);
  await expect(
    c.getByText('Diese Anfrage ging diesmal an einen anderen Lieferanten. Vielen Dank für Ihr Angebot.'),
  ).toBeVisible();
  await expect(c.getByRole('button')).toHaveCount(0);

  // Each winner one order, the other printshop a word.
  await expect.poll(async () => (await mailsTo(page.request, charlie.email, /^Ihr Angebot für/)).length).toBe(1);
  await expect.poll(async () => (await mailsTo(page.request, alpha.email, /^Auftrag PO-/)).length).toBe(1);
  await expect.poll(async () => (await mailsTo(page.request, bravo.email, /^Order PO-/)).length).toBe(1);
});

test("a partial offer: the comparison says what it left out, it has no whole accept, and the award dialog's figures are the preview's", async ({
  page,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Winter', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
    ['Druck Charlie', 'de'],
  ]);
  const [alpha, bravo, charlie] = task.suppliers as [Invited, Invited, Invited];
  const [flyerId, letterId] = task.formatIds as [string, string];
  // Charlie prices only the Brief, 175 € below Alpha, and delivers for 400 €: cheaper by price, dearer landed.
  await offer(page.request, task, alpha, ['5000', '2675']);
  await offer(page.request, task, bravo, ['5100', '2610'], { deliveryCost: '280' });
  await offer(page.request, task, charlie, [null, '2500'], { deliveryCost: '400' });

  await page.goto(`/ua/task/${task.taskId}`);
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  const charlieColumn = await columnOf(table, /Druck Charlie/);
  // The Flyer it left out: a dash, read as "not offered"; its total says what it covers, and is not the lowest.
  const missing = charlieColumn.and(table.getByRole('cell', { name: 'not offered' }));
  await expect(missing).toHaveCount(1);
  await expect(table.getByRole('cell', { name: 'not offered' })).toHaveCount(1);
  await expect(missing.getByText('–', { exact: true })).toBeVisible();
  await expect(charlieColumn.last()).toHaveText(/^€2,900\.00\s*1 of 2 formats$/);
  await expect(table.getByRole('cell', { name: /lowest total/ })).toHaveText('€7,675.00 lowest total');
  await expect((await columnOf(table, /Druck Alpha/)).last()).toContainText('lowest total');
  const shops = page.getByRole('table', { name: 'Printshops' });
  await expect(shops.getByRole('button', { name: 'Accept the offer of Druck Alpha' })).toBeVisible();
  await expect(shops.getByRole('button', { name: 'Accept the offer of Druck Charlie' })).toHaveCount(0);
  await expect(shops.getByRole('row', { name: /Druck Charlie/ })).toContainText('Partial offer: award per format');
  await expectNoSeriousA11yIssues(page, 'the comparison with a partial offer');

  await page.getByRole('button', { name: 'Award per format' }).click();
  const dialog = page.getByRole('dialog', { name: 'Award per format' });
  const flyer = dialog.getByRole('group', { name: /^Flyer A5/ }).getByRole('combobox', { name: 'Printshop' });
  const letter = dialog.getByRole('group', { name: /^Brief DIN lang/ }).getByRole('combobox', { name: 'Printshop' });
  // Landed, Alpha alone is cheapest; Charlie can get the Brief only.
  await expect(flyer).toHaveValue(alpha.id);
  await expect(letter).toHaveValue(alpha.id);
  // Each format's printshops cheapest incl. delivery first, the lowest named as in the comparison.
  await expect(flyer.getByRole('option')).toHaveText(['Druck Alpha – lowest incl. delivery', 'Print Bravo']);
  await expect(letter.getByRole('option')).toHaveText([
    'Druck Alpha – lowest incl. delivery',
    'Print Bravo',
    'Druck Charlie',
  ]);

  // The split that looks cheaper by price, as the dialog asks the server to count it.
  const body: AwardBody = {
    awards: [
      { formatId: flyerId, supplierId: alpha.id, count: 5000, alternative: false },
      { formatId: letterId, supplierId: charlie.id, count: 2000, alternative: false },
    ],
    notifyOthers: true,
  };
  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/award/preview') && (r.postData() ?? '').includes(charlie.id),
  );
  await letter.selectOption(charlie.id);
  expect((await asked).postDataJSON()).toEqual(body);
  const answer = await page.request.post(`/api/tasks/${task.taskId}/award/preview`, { data: body });
  expect(answer.ok()).toBe(true);
  const preview = (await answer.json()) as AwardPreview;
  // The case this test is about: dearer than the best single printshop once Charlie's delivery counts.
  expect([preview.total, preview.bestSingle, preview.saving]).toEqual([
    790_000,
    { supplierId: alpha.id, total: 767_500 },
    -22_500,
  ]);

  const money = (cents: number) => formatMoney(cents, 'EUR', 'en');
  const nameOf = (id: string) => task.suppliers.find((s) => s.id === id)!.name;
  const titleOf = (id: string) => (id === flyerId ? 'Flyer A5' : 'Brief DIN lang');
  await expect(dialog.getByText(`Costs ${money(-preview.saving!)} more than the best single printshop`)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  const figures = dialog.getByLabel('Total of this award, incl. delivery', { exact: true });
  const shown = async () => {
    const [terms, values] = [
      await figures.getByRole('term').allTextContents(),
      await figures.getByRole('definition').allTextContents(),
    ];
    return terms.map((term, i) => [term, values[i]]);
  };
  expect(await shown()).toEqual([
    ...preview.perSupplier.flatMap((order) => [
      [nameOf(order.supplierId), ''],
      ...order.formats.map((f) => [`${titleOf(f.formatId)}: ${formatCount(f.count, 'en')} pieces`, money(f.price)]),
      ['Delivery cost', money(order.delivery)],
      ['Total incl. delivery', money(order.total)],
    ]),
    ['Total of this award, incl. delivery', money(preview.total)],
    [
      `Best single printshop (${nameOf(preview.bestSingle!.supplierId)}), incl. delivery`,
      money(preview.bestSingle!.total),
    ],
  ]);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
});
