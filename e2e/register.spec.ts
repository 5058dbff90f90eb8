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
  await expect(page.getByText('Welcome! We have sent you an e-mail with your activation code.')).toBeVisible();
  await expect(page).toHaveURL(/\/activate$/);

  await page.goto('/mailbox');
  await expect(
    page.getByRole('link', { name: new RegExp(`${second.email}.*Your PrintTender registration`) }),
  ).toBeVisible({
    timeout: 20_000,
  });
});

// The form's checks before sending, in English and German, are component tests
// (src/web/sign-in/public-app.test.tsx).
test('public pages switch to German and remember it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('link', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Konto anlegen' })).toBeVisible();
});
