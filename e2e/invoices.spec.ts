import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { accept, offer, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

const ubl = readFileSync(new URL('../src/server/modules/invoices/fixtures/01.01a-INVOICE_ubl.xml', import.meta.url));

test('a Slovak printshop that won sends its e-invoice on its phone after a refused file', async ({
  page,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Leták jar', [
    ['Tlačiareň Beta', 'sk'],
    ['Druck Alpha', 'de'],
  ]);
  const [beta, alpha] = task.suppliers as [Invited, Invited];
  await offer(page.request, task, beta, ['900', '300']);
  await offer(page.request, task, alpha, ['1000', '400']);
  await accept(page.request, task, beta);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(beta.link);
  const part = page.getByRole('region', { name: 'Faktúra' });
  await expect(part.getByText('Zatiaľ ste neposlali žiadnu faktúru.')).toBeVisible();

  // A file that is no invoice is refused with the reason, and nothing is listed.
  await part.getByLabel('Súbor faktúry').setInputFiles({
    name: 'objednavka.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from('<?xml version="1.0"?><Order><ID>4711</ID></Order>'),
  });
  await part.getByRole('button', { name: 'Odoslať faktúru' }).click();
  await expect(part.getByRole('alert')).toHaveText(/Súbor sa nedá načítať ako faktúra/);

  await part.getByLabel('Súbor faktúry').setInputFiles({ name: 'faktura.xml', mimeType: 'text/xml', buffer: ubl });
  await part.getByRole('button', { name: 'Odoslať faktúru' }).click();
  await expect(part.getByRole('status')).toHaveText('Vaša faktúra bola odoslaná.');
  await expect(part.getByRole('listitem')).toHaveText(/^123456XX zo dňa .*2016: 336,90\s€ – prijatá$/);
  await expectNoSeriousA11yIssues(page, 'the invoice part on a phone');

  // The printshop that won nothing has no invoice part.
  await page.goto(alpha.link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rechnung' })).toHaveCount(0);
});
