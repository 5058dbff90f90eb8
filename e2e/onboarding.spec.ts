import { activate, field, logIn, register, setBuyingCompany } from './support/account.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ACTIVATION_MAIL, codeFromMail } from './support/mailbox.ts';
import { newUser } from './support/users.ts';

// The first login of a new owner asks who is buying (docs/product.md, Buying company).
test('after registering, the first login asks for the buying company, and after saving it the app goes on', async ({
  page,
}) => {
  const user = newUser('onboard');
  await register(page, user);
  await activate(page, await codeFromMail(page.request, user.email, ACTIVATION_MAIL), user.password);
  await logIn(page, user.username, user.password);

  await expect(page).toHaveURL(/\/ua\/welcome/);
  await expect(page.getByRole('heading', { name: 'Who is buying?', level: 1 })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the welcome page');
  // Name and address are needed: an empty save says so and stays.
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(field(page, 'Company name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/ua\/welcome/);

  await setBuyingCompany(page, 'Onboard Einkauf GmbH');
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The team area shows it, ready to change; the next entry does not ask again.
  await page.goto('/ua/team');
  await expect(field(page, 'Company name')).toHaveValue('Onboard Einkauf GmbH');
  await page.goto('/ua/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('"Later" goes on to the app without a company, and the team area still asks for it', async ({ page }) => {
  const user = newUser('later');
  await register(page, user);
  await activate(page, await codeFromMail(page.request, user.email, ACTIVATION_MAIL), user.password);
  await logIn(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Who is buying?', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/ua/team');
  await expect(page.getByRole('heading', { name: 'Buying company' })).toBeVisible();
  await expect(field(page, 'Company name')).toHaveValue('');
});
