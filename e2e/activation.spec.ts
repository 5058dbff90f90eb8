import { activate, field, logIn, register, setBuyingCompany } from './support/account.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { ACTIVATION_MAIL, codeFromMail } from './support/mailbox.ts';
import { newUser } from './support/users.ts';

test('a wrong activation code or password shows one message above the form', async ({ page }) => {
  const user = newUser('wrongcode');
  await register(page, user);
  const code = await codeFromMail(page.request, user.email, ACTIVATION_MAIL);
  const wrong = code === '000000' ? '111111' : '000000';

  await field(page, 'Code (6 digits)').fill(wrong);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Activate' }).click();
  // Which of the two was wrong is not told: the page must not confirm a password without its code.
  await expect(page.getByText('Wrong code or password, or the code has expired.')).toBeVisible();
  await expect(page).toHaveURL(/\/activate$/);
});

test('resend code shows its notice and the new code activates the account', async ({ page }) => {
  const user = newUser('resend');
  await register(page, user);
  await codeFromMail(page.request, user.email, ACTIVATION_MAIL);

  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('We have sent you a new code. Please check your e-mail.')).toBeVisible();
  const newCode = await codeFromMail(page.request, user.email, ACTIVATION_MAIL, 2);

  await activate(page, newCode, user.password);
  await logIn(page, user.email, user.password);
  // A new owner is asked for the buying company first (onboarding.spec.ts).
  await setBuyingCompany(page, `${user.username} GmbH`);
  await expect(page).toHaveURL(/\/ua\/dashboard$/);
});

test('logging in before activation says what a wrong password says, and Activate takes the login along', async ({
  page,
}) => {
  const user = newUser('early');
  await register(page, user);

  await page.goto('/login');
  await logIn(page, user.username, user.password);
  // The right password tells no more than a wrong one would; the message names both causes.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong username or password, or the account is not activated yet' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Activate your account' }).click();
  await expect(page).toHaveURL(/\/activate$/);
  await expect(field(page, 'Username or e-mail')).toHaveValue(user.username);
});

test('the activation mail’s link opens Activate filled in, and the password activates and signs in', async ({
  page,
  context,
}) => {
  const user = newUser('maillink');
  await register(page, user);
  await page.goto('/mailbox');
  const mail = page.getByRole('link', { name: new RegExp(`${user.email}.*activation code`) });
  await expect(mail).toBeVisible({ timeout: 20_000 });
  await mail.click();
  const body = page.getByTitle('Mail content').contentFrame();
  const code = (await body.getByText(/^\s*\d{6}\s*$/).textContent())!.trim();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    body.getByRole('link', { name: 'Activate and sign in' }).click(),
  ]);

  await expect(tab.getByText('The code from your mail is filled in.')).toBeVisible();
  await expect(field(tab, 'Username or e-mail')).toHaveValue(user.username);
  await expect(field(tab, 'Code (6 digits)')).toHaveValue(code);
  await expectNoSeriousA11yIssues(tab, 'Activate opened from the mail');
  await field(tab, 'Password').fill(user.password);
  await tab.getByRole('button', { name: 'Activate and sign in' }).click();
  // Signed in: a new owner is asked for the buying company first.
  await setBuyingCompany(tab, `${user.username} GmbH`);
  await expect(tab).toHaveURL(/\/ua\/dashboard$/);
});

test('Activate asks for the password, in English and German, at 1280 and 390 px', async ({ page }) => {
  const user = newUser('shots');
  await register(page, user);
  const code = await codeFromMail(page.request, user.email, ACTIVATION_MAIL);
  const wrong = code === '000000' ? '111111' : '000000';
  const texts = {
    en: { submit: 'Activate', password: 'Password', error: 'Wrong code or password, or the code has expired.' },
    de: {
      submit: 'Aktivieren',
      password: 'Passwort',
      error: 'Code oder Passwort falsch, oder der Code ist abgelaufen.',
    },
  };
  for (const language of ['en', 'de'] as const) {
    if (language === 'de') await page.getByRole('button', { name: 'Deutsch' }).click();
    const t = texts[language];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await field(page, language === 'en' ? 'Code (6 digits)' : 'Code (6 Ziffern)').fill(wrong);
      await field(page, t.password).fill(user.password);
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page.getByText(t.error)).toBeVisible();
      await expectNoSeriousA11yIssues(page, `Activate, ${language}, ${width} px`);
      await page.screenshot({ path: test.info().outputPath(`activate-${language}-${width}.png`), fullPage: true });
    }
  }
});
