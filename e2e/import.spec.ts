import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// docs/product.md#import
test('a buyer imports her printshop list from a CSV with one broken row: preview, skip it, import, see them', async ({
  page,
  account: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const csv = [
    'Name;E-Mail;Sprache;Ansprechpartner',
    'Druckerei Nord;nord@druck.example;de;Eva Nord',
    'Tlačiareň Juh;juh@tlac.example;sk;',
    'Kaputt;keine-adresse;de;',
  ].join('\r\n');

  await page.goto('/ua/supplier');
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import printshops' });
  await expect(dialog.getByRole('link', { name: 'Templates German XLSX' })).toHaveAttribute(
    'href',
    '/api/suppliers/import-template?format=xlsx&lang=de',
  );
  await dialog.getByLabel('Choose file').setInputFiles({
    name: 'lieferanten.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  // The preview: every row, the broken one in red with its column; nothing saved yet.
  await expect(dialog.getByText('3 rows: 2 new, 0 updates, 1 with problems')).toBeVisible();
  const broken = dialog.getByRole('row', { name: /Kaputt/ });
  await expect(broken).toContainText('Skipped');
  await expect(broken).toContainText('E-Mail: E-mail must be valid');
  await expect(dialog.getByRole('row', { name: /Druckerei Nord/ })).toContainText('New');
  await expectNoSeriousA11yIssues(page, 'the import preview');
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  expect(((await (await page.request.get('/api/suppliers')).json()) as { items: unknown[] }).items).toEqual([]);

  await dialog.getByRole('checkbox', { name: 'Skip 1 row with problems' }).check();
  await importButton.click();
  await expect(dialog.getByText('Imported 2 printshops: 2 new, 0 updated, 1 skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('row', { name: /Druckerei Nord/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Tlačiareň Juh/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Kaputt/ })).toHaveCount(0);
});
