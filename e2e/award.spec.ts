import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { offer, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

test('a buyer splits the award across two printshops; winners read what they won, the other that it went elsewhere', async ({
  page,
  browser,
  signedIn: _,
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
  await expect(page.getByText('Order sent!')).toBeVisible({ timeout: 15_000 });
  await expect(confirm).toBeHidden();

  // The comparison marks what was ordered.
  const table = page.getByRole('table', { name: 'Prices per format and printshop' });
  await expect(table.getByRole('row', { name: /Druck Alpha/ }).getByRole('img', { name: 'ordered' })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Print Bravo/ }).getByRole('img', { name: 'ordered' })).toHaveCount(1);
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
  await expect.poll(async () => (await mailsTo(page.request, alpha.email, /^Auftrag: /)).length).toBe(1);
  await expect.poll(async () => (await mailsTo(page.request, bravo.email, /^Order: /)).length).toBe(1);
});
