import { expect, test } from './support/fixtures.ts';
import { notice, openFromSidebar, textbox } from './support/records.ts';

// The dialog's required fields and the list's columns are component tests
// (src/web/features/team/components/companies-section.test.tsx).
test('companies on the Team page: create, edit and delete', async ({ page, signedIn: _signedIn }) => {
  test.slow();
  await openFromSidebar(page, 'Main navigation', 'Team');
  await expect(page).toHaveURL(/\/ua\/team$/);
  const companies = page.getByRole('region', { name: 'Companies' });
  await expect(companies.getByText('No companies yet')).toBeVisible();

  await companies.getByRole('button', { name: 'Add company' }).click();
  let dialog = page.getByRole('dialog', { name: 'New company' });
  await textbox(dialog, 'Name').fill('Muster GmbH');
  await textbox(dialog, 'E-mail').fill('einkauf@muster.example');
  await textbox(dialog, 'Contact person').fill('Max Muster');
  await textbox(dialog, 'Address').fill('Musterweg 5\n80331 München');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(notice(page, 'Company created')).toBeVisible();

  // The list shows name and e-mail; the dialog brings back every contact field.
  const table = companies.getByRole('table', { name: 'Companies' });
  const row = table.getByRole('row', { name: /Muster GmbH/ });
  await expect(row).toContainText('einkauf@muster.example');

  await companies.getByRole('button', { name: 'Edit Muster GmbH' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit company' });
  await expect(textbox(dialog, 'Contact person')).toHaveValue('Max Muster');
  await textbox(dialog, 'Name').fill('Muster AG');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Company saved')).toBeVisible();
  await expect(table.getByRole('row', { name: /Muster AG/ })).toBeVisible();

  // The same page answers at /ua/company (docs/product.md, Web addresses, names both).
  await page.goto('/ua/company');
  await companies.getByRole('button', { name: 'Delete Muster AG' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete company?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Company deleted')).toBeVisible();
  await expect(companies.getByText('No companies yet')).toBeVisible();
});
