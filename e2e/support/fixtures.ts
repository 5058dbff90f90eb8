import { test as base, expect } from '@playwright/test';
import { logInByApi, registerByApi } from './account.ts';
import { newUser, type User } from './users.ts';

type Fixtures = {
  /** A fresh, activated account; the page is on Login, not signed in. */
  user: User;
  /** A fresh account, signed in; the page is in the user area. */
  signedIn: User;
};

export const test = base.extend<Fixtures>({
  user: async ({ page }, use, testInfo) => {
    const user = newUser(
      testInfo.title
        .replace(/[^a-z]/gi, '')
        .slice(0, 6)
        .toLowerCase() || 'user',
    );
    await registerByApi(page.request, user);
    await page.goto('/login');
    await use(user);
  },
  signedIn: async ({ page, user }, use) => {
    await logInByApi(page.request, user);
    await page.goto('/ua/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await use(user);
  },
});

export { expect };
