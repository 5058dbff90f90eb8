import { field, logIn, logOut } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { RESET_MAIL, codeFromMail } from './support/mailbox.ts';
import { requirePasswordReset } from './support/server-cli.ts';

// Each test hashes and checks passwords five or six times at OWASP's scrypt cost (about 15 s alone); beside
// another browser test on two cores that passed 30 s.
test.describe.configure({ timeout: 60_000 });

test('forgot password: the mailed code sets a new password that logs in', async ({ page, user }) => {
  const newPassword = `${user.password}-new`;
  await field(page, 'Username or e-mail').fill(user.username);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forgotConfirm$/);
  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);
  const code = await codeFromMail(page.request, user.email, RESET_MAIL);

  await field(page, 'Code (6 digits)').fill(code === '000000' ? '111111' : '000000');
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The code is wrong or has expired. Request a new code if needed.')).toBeVisible();

  await field(page, 'Code (6 digits)').fill(code);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, user.username, user.password);
  await expect(page.getByText('Wrong username or password, or the account is not activated yet')).toBeVisible();
  await logIn(page, user.username, newPassword);
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
});

test('change password in Settings, then log in with it', async ({ page, account }) => {
  await page.goto('/ua/settings');
  const newPassword = `${account.password}-changed`;
  const form = page.getByRole('region', { name: 'Change password' });
  await field(page, 'Current password').fill('not my password');
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Repeat new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await expect(field(page, 'Current password')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(field(page, 'New password')).toHaveValue('');

  await logOut(page);
  await logIn(page, account.username, newPassword);
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
});

test('a user who must set a new password is sent from Login to set it with the mailed code', async ({ page, user }) => {
  requirePasswordReset(user.username);
  await logIn(page, user.username, user.password);
  await expect(page.getByText('A new password is required. A code to set it was sent to your e-mail.')).toBeVisible();
  await expect(page).toHaveURL(/\/forgotConfirm$/);
  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);

  const newPassword = `${user.password}-fresh`;
  await field(page, 'Code (6 digits)').fill(await codeFromMail(page.request, user.email, RESET_MAIL));
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await logIn(page, user.username, newPassword);
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
});
