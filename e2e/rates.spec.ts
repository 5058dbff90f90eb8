import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { textbox } from './support/records.ts';
import { sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

// docs/product.md#currencies: a rate changed after sending is an amendment every printshop is told of.
test('a buyer changes the CZK rate of a sent tender; the dialog, the page and the Slovak printshop read it old → new', async ({
  page,
  browser,
  account: _,
}) => {
  const sent = await sentTask(page.request, 'Katalog Kurs', [['Tlačiareň Beta', 'sk']], {
    task: { currencies: ['EUR', 'CZK'], rates: { CZK: 0.04 } },
  });
  const beta = sent.suppliers[0] as Invited;
  await page.goto(`/ua/task/${sent.taskId}/spec`);
  await expect(textbox(page, 'Exchange rate CZK')).toHaveValue('0.0400');
  await expect(textbox(page, 'Exchange rate CZK')).toHaveAttribute('readonly');
  await page.getByRole('button', { name: 'Amend', exact: true }).click();
  const currencies = page.getByRole('group', { name: 'Accepted currencies' });
  await expect(currencies.getByRole('checkbox', { name: 'CZK' })).toBeDisabled();
  await textbox(page, 'Exchange rate CZK').fill('0.041');
  await currencies.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('rates-amend-1280-en.png') });
  await page.getByRole('button', { name: 'Amend task…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Send the amendment?' });
  await expect(dialog.getByText('Exchange rate CZK: 0.0400 → 0.0410 EUR')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send amendment' }).click();
  await expect(page.getByText('Amendment sent')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Revisions' }).getByText('Exchange rate CZK: 0.0400 → 0.0410 EUR'),
  ).toBeVisible();

  const shop = await browser.newPage({ locale: 'sk-SK' });
  await shop.goto(beta.link);
  const changes = shop.getByRole('region', { name: 'Zmeny dopytu' });
  await expect(changes.getByRole('term')).toHaveText('Výmenný kurz CZK');
  await expect(changes.getByRole('definition')).toHaveText('0,0400 → 0,0410 EUR');
  await expect.poll(async () => (await mailsTo(page.request, beta.email, /^Zmena dopytu: /)).length).toBe(1);
});
