import { test as base, expect } from '@playwright/test';
import { registerByApi } from './account.ts';
import { newUser, type User } from './users.ts';

type Fixtures = {
  /** A fresh, activated account; the page is on Login, not signed in. */
  user: User;
  /** A fresh account, signed in; the page is in the user area. */
  signedIn: User;
  /** A fresh, activated account, signed in through the API; no page opened yet. */
  account: User;
};

export const test = base.extend<Fixtures>({
  account: async ({ page }, use, testInfo) => {
    const user = newUser(
      testInfo.title
        .replace(/[^a-z]/gi, '')
        .slice(0, 6)
        .toLowerCase() || 'user',
    );
    await registerByApi(page.request, user);
    await use(user);
  },
  user: async ({ page, account }, use) => {
    expect((await page.request.post('/api/account/logout')).ok()).toBe(true);
    await page.goto('/login');
    await use(account);
  },
  // Signed in by the registration's own session: a page load and a sign-in (a password hash) fewer per journey.
  signedIn: async ({ page, account }, use) => {
    await page.goto('/ua/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await use(account);
  },
});

export { expect };
