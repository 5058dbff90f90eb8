import { field } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';

// docs/decisions/008: a page is never interactive under another page's address. With the CPU slowed, React used
// to render the next page in slices after the address had changed, while the old form took the keys.
test('typing into the register form right after clicking "Create an account" on a slow device keeps the text', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  // Five rounds: on a build with the fault, the old page took the keys in one run of three (three rounds each).
  for (const round of [1, 2, 3, 4, 5]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.getByRole('link', { name: 'Create an account' }).click();
    // As a person would: once the address says so, the first field on screen is typed into at once.
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('textbox').first().fill(`typed-at-once-${round}`);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(field(page, 'Username')).toHaveValue(`typed-at-once-${round}`);
  }
});
