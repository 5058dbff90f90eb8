import { field, logIn, logOut } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';

test('a wrong password shows its message', async ({ page, user }) => {
  await logIn(page, user.username, `${user.password}-wrong`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong username or password, or the account is not activated yet' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('unauthenticated /ua/settings goes to Login and back after login', async ({ page, user }) => {
  await page.goto('/ua/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fua%2Fsettings$/);
  // By e-mail this time: both name the account.
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/ua\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('a signed-in user visiting the login pages lands in the user area', async ({ page, account }) => {
  for (const path of ['/login', '/register', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/ua\/dashboard$/);
  }
  await expect(page.getByRole('banner').getByText(account.username, { exact: true })).toBeVisible();
});

test('logout returns to Login and closes the user area', async ({ page, signedIn: _signedIn }) => {
  await logOut(page);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(field(page, 'Username or e-mail')).toHaveValue('');

  await page.goto('/ua/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fua%2Fsettings$/);
  expect((await page.request.get('/api/account/me')).status()).toBe(401);
});

test('a session that ends while the user works sends them to Login and back', async ({ page, context, account }) => {
  // Everything the page asks for by itself answered first: the session, the workspace, the bell's stream and list,
  // the notification settings. A request of theirs sent after the cookies are gone would sign the page out before
  // the click.
  const asked = [
    '/api/account/session',
    '/api/workspace',
    '/api/live',
    '/api/notifications',
    '/api/account/notifications',
  ];
  const settled = asked.map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path));
  await page.goto('/ua/settings');
  await Promise.all(settled);
  await context.clearCookies();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fua%2Fsettings$/);

  await logIn(page, account.username, account.password);
  await expect(page).toHaveURL(/\/ua\/settings$/);
});

test('a session that ended elsewhere is noticed when the user comes back to the tab', async ({
  page,
  context,
  signedIn: _signedIn,
}) => {
  await page.clock.install();
  await context.clearCookies();
  // A minute later the user returns: the tab refetches who is signed in, and finds nobody.
  await page.clock.fastForward('01:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login\?next=%2Fua%2Fdashboard$/);
});
