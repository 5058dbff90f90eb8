import { expect, test } from './support/fixtures.ts';
import { notice, openFromSidebar, textbox } from './support/records.ts';

// The dialog's checks, the server's refusal under a field, the discard question and the search are component tests
// (src/web/features/suppliers/routes/suppliers-page.test.tsx).
test('printshops: create, edit and delete', async ({ page, signedIn: _signedIn }) => {
  test.slow();
  await openFromSidebar(page, 'Main navigation', 'Printshops');
  await expect(page).toHaveURL(/\/ua\/supplier$/);
  await expect(page.getByText('No printshops yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add printshop' }).click();
  let dialog = page.getByRole('dialog', { name: 'New printshop' });
  await textbox(dialog, 'Name').fill('Druckerei Alpha');
  await textbox(dialog, 'E-mail').fill('Alpha@Example.com');
  await textbox(dialog, 'Contact person').fill('Anna Alpha');
  await textbox(dialog, 'Address').fill('Hauptstraße 1\n10115 Berlin');
  await textbox(dialog, 'VAT number').fill('DE123456789');
  await textbox(dialog, 'Account number (IBAN)').fill('DE02120300000000202051');
  await dialog.getByLabel('Language').selectOption('en');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(notice(page, 'Printshop created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Printshops' });
  const alpha = table.getByRole('row', { name: /Druckerei Alpha/ });
  await expect(alpha).toContainText('alpha@example.com');
  await expect(alpha).toContainText('Anna Alpha');
  await expect(alpha).toContainText('10115 Berlin');
  await expect(alpha).toContainText('DE123456789');
  await expect(alpha).toContainText('English');
  // The next create's notice is then the only one (notices stay 3 s; a quick hand sees two stacked).
  await expect(notice(page, 'Printshop created')).toBeHidden();

  await page.getByRole('button', { name: 'Add printshop' }).click();
  dialog = page.getByRole('dialog', { name: 'New printshop' });
  await textbox(dialog, 'Name').fill('Beta Druck');
  await textbox(dialog, 'E-mail').fill('beta@example.com');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(notice(page, 'Printshop created')).toBeVisible();
  await expect(table.getByRole('row', { name: /Beta Druck/ })).toContainText('Deutsch');

  await page.getByRole('button', { name: 'Edit Druckerei Alpha' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit printshop' });
  await expect(textbox(dialog, 'E-mail')).toHaveValue('alpha@example.com');
  await expect(textbox(dialog, 'Address')).toHaveValue('Hauptstraße 1\n10115 Berlin');
  await textbox(dialog, 'Contact person').fill('Bernd Alpha');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Printshop saved')).toBeVisible();
  await expect(alpha).toContainText('Bernd Alpha');

  await page.getByRole('button', { name: 'Delete Beta Druck' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete printshop?' });
  await expect(dialog).toContainText('“Beta Druck” will be deleted');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Printshop deleted')).toBeVisible();
  await expect(table.getByRole('row', { name: /Beta Druck/ })).toBeHidden();

  await page.reload();
  await expect(alpha).toContainText('Bernd Alpha');
  await expect(table.getByRole('row')).toHaveCount(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('each printshop is a card with its details and actions', async ({ page, account: _account }) => {
    const data = { name: 'Phone Print', email: 'phone@print.example', accountNumber: 'DE02120300000000202051' };
    expect((await page.request.put('/api/suppliers', { data })).status()).toBe(201);
    await page.goto('/ua/supplier');
    const card = page
      .getByRole('list', { name: 'Printshops' })
      .getByRole('listitem')
      .filter({ hasText: 'Phone Print' });
    await expect(card).toContainText('phone@print.example');
    await expect(card).toContainText('DE02 1203 0000 0000 2020 51');
    await card.getByRole('button', { name: 'Edit Phone Print' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit printshop' })).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the table fits beside the row actions: a long name and full details push nothing out of view', async ({
    page,
    account: _account,
  }) => {
    const data = {
      name: 'Großdruckereibetriebsgesellschaftmitbeschränkterhaftung',
      email: 'kalkulation.grossdruckereibetrieb@example.de',
      contactPerson: 'Maximiliane Mustermann-Schreiber',
      address: 'Gutenbergstraße 14\n04178 Leipzig\nDeutschland',
      vatNumber: 'DE281734590',
      accountNumber: 'DE02120300000000202051',
    };
    expect((await page.request.put('/api/suppliers', { data })).status()).toBe(201);
    await page.goto('/ua/supplier');
    const table = page.getByRole('table', { name: 'Printshops' });
    await expect(table.getByRole('columnheader', { name: 'Language' })).toBeInViewport({ ratio: 1 });
    // Tax and bank details wait for the dialog (and for wider screens).
    await expect(table.getByRole('columnheader', { name: 'VAT number' })).toBeHidden();
    const row = table.getByRole('row', { name: /Großdruckerei/ });
    await expect(row.getByRole('button', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    const box = (await table.boundingBox())!;
    const container = (await table.locator('xpath=..').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(container.width + 1);
  });
});
