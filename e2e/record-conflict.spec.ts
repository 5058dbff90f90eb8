import { expect, test } from './support/fixtures.ts';
import { notice, textbox } from './support/records.ts';

// Two browsers and three saves after a sign-up at OWASP's scrypt cost: beside another browser test on two
// cores it passed 30 s once (14 s alone).
test.describe.configure({ timeout: 60_000 });

test('two colleagues edit one printshop: the second gets the conflict, reloads, keeps what they typed and saves', async ({
  page,
  browser,
  signedIn: _,
}) => {
  const created = await page.request.put('/api/suppliers', {
    data: { name: 'Druckerei Konflikt', email: 'konflikt@example.com', contactPerson: 'Eva' },
  });
  expect(created.status()).toBe(201);
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  const edit = async (p: typeof page) => {
    await p.goto('/ua/supplier');
    await p.getByRole('button', { name: 'Edit Druckerei Konflikt' }).click();
    return p.getByRole('dialog', { name: 'Edit printshop' });
  };
  const first = await edit(page);
  const late = await edit(second);

  await textbox(first, 'Contact person').fill('Anna Erst');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Printshop saved')).toBeVisible();

  await textbox(late, 'Contact person').fill('Bernd Später');
  await textbox(late, 'Address').fill('Lagerweg 2\n10115 Berlin');
  await late.getByRole('button', { name: 'Save' }).click();
  const conflict = late.getByRole('alert').filter({ hasText: /changed this record at/ });
  await expect(conflict).toBeVisible();
  await expect(late).toBeVisible();

  await conflict.getByRole('button', { name: 'Reload' }).click();
  // The form shows what the colleague saved; what this person typed stays readable beside it.
  await expect(textbox(late, 'Contact person')).toHaveValue('Anna Erst');
  await expect(textbox(late, 'Address')).toHaveValue('');
  await expect(conflict.getByText('What you typed (not saved):')).toBeVisible();
  await expect(conflict.getByText('Bernd Später')).toBeVisible();
  await expect(conflict.getByText(/Lagerweg 2/)).toBeVisible();

  // The next save builds on the reloaded version and goes through.
  await textbox(late, 'Address').fill('Lagerweg 2\n10115 Berlin');
  await late.getByRole('button', { name: 'Save' }).click();
  await expect(notice(second, 'Printshop saved')).toBeVisible();
  const row = second.getByRole('table', { name: 'Printshops' }).getByRole('row', { name: /Druckerei Konflikt/ });
  await expect(row).toContainText('Anna Erst');
  await expect(row).toContainText('10115 Berlin');
  await other.close();
});
