import { field } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { newUser } from './support/users.ts';

test('registering a taken username shows the same notice, and the address gets a mail', async ({ page, user }) => {
  const second = newUser('dup');
  await page.goto('/register');
  await field(page, 'Username').fill(user.username);
  await field(page, 'E-mail').fill(second.email);
  await field(page, 'Password').fill(second.password);
  await field(page, 'Repeat password').fill(second.password);
  await page.getByRole('button', { name: 'Register' }).click();
  // The page must not tell strangers which names exist; the mail tells the address's owner.
  await expect(page.getByText('User created, check your email for the activation code.')).toBeVisible();
  await expect(page).toHaveURL(/\/activate$/);

  await page.goto('/mailbox');
  await expect(
    page.getByRole('link', { name: new RegExp(`${second.email}.*Your PrintTender registration`) }),
  ).toBeVisible({
    timeout: 20_000,
  });
});

test('register checks its fields before sending: required, e-mail, repeated password', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Field is required')).toHaveCount(4);
  await expect(field(page, 'Username')).toBeFocused();

  await field(page, 'Username').fill('someone');
  await field(page, 'E-mail').fill('not-an-address');
  await field(page, 'Password').fill('long enough');
  await field(page, 'Repeat password').fill('something else');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('E-mail must be valid')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('public pages switch to German and remember it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('link', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Pflichtfelder')).toBeVisible();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Pflichtfeld', { exact: true })).toHaveCount(4);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Konto anlegen' })).toBeVisible();
});
