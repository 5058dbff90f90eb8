import { activate, field, logIn, setBuyingCompany } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { newUser } from './support/users.ts';

test('a newcomer registers, reads the code in the Mailbox, activates, logs in and switches to German', async ({
  page,
}) => {
  const user = newUser('story');

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle('Create an account · PrintTender');
  await expect(page.getByText('Mandatory Fields')).toBeVisible();
  await field(page, 'Username').fill(user.username);
  await field(page, 'E-mail').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Repeat password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Welcome! We have sent you an e-mail with your activation code.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);

  // Mail is not delivered in the embedded mode: the code is read in the Mailbox, in a tab of its own.
  const [mailbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open the Mailbox (new tab)' }).click(),
  ]);
  await expect(mailbox.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await expect(mailbox.getByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
  const mail = mailbox.getByRole('link', { name: new RegExp(`${user.email}.*activation code`) });
  await expect(mail).toBeVisible({ timeout: 20_000 });
  await mail.click();
  await expect(mailbox.getByRole('heading', { name: 'Your PrintTender activation code' })).toBeVisible();
  const body = mailbox.frameLocator('iframe[title="Mail content"]');
  const code = (await body.getByText(/^\s*\d{6}\s*$/).textContent())!.trim();
  await mailbox.close();

  // Back on Activate: the login name typed before is still there.
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);
  await activate(page, code, user.password);

  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);
  await logIn(page, user.username, user.password);
  // A new owner says first who is buying; then the Dashboard of the new workspace: its first steps, no task yet.
  await setBuyingCompany(page, `${user.username} Einkauf GmbH`);
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First steps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open tasks' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText(user.username, { exact: true })).toBeVisible();

  await page.getByLabel('Language').selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: /Einstellungen/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Postfach/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  // A feature's own texts switch too, without a reload.
  await nav.getByRole('link', { name: /Lieferanten/ }).click();
  await expect(page.getByRole('heading', { name: 'Lieferanten', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: /Einstellungen/ }).click();

  // The saved language is the user's: it still applies after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
});
