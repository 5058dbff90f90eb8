import type { Page } from '@playwright/test';
import { field } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { newUser } from './support/users.ts';

// With the CPU slowed as Lighthouse slows a phone, text typed the moment a form appears must survive
// to the submit (once, a re-mount or a reset after the first render wiped it).
test.describe.configure({ timeout: 90_000 });

async function slowPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Types into each field as soon as the first one shows, then waits for the page to settle and reads them back. */
async function typeAtOnce(page: Page, url: string, values: [string, string][]) {
  await page.goto(url, { waitUntil: 'commit' });
  await field(page, values[0]![0]).waitFor({ state: 'visible' });
  for (const [name, value] of values) await field(page, name).pressSequentially(value, { delay: 5 });
  await page.waitForLoadState('networkidle');
  for (const [name, value] of values) await expect(field(page, name), `${url}: ${name}`).toHaveValue(value);
}

test('the sign-in forms keep what is typed at once on a slow device, up to the submit', async ({ page }) => {
  await slowPage(page);
  const user = newUser('slow');
  await typeAtOnce(page, '/register', [
    ['Username', user.username],
    ['E-mail', user.email],
    ['Password', user.password],
    ['Repeat password', user.password],
  ]);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Welcome! We have sent you an e-mail with your activation code.')).toBeVisible({
    timeout: 20_000,
  });

  await typeAtOnce(page, '/login', [
    ['Username or e-mail', user.username],
    ['Password', 'not-the-password'],
  ]);
  await typeAtOnce(page, '/forgot', [['Username or e-mail', user.email]]);
  await typeAtOnce(page, '/activate', [
    ['Username or e-mail', user.username],
    ['Code (6 digits)', '123456'],
    ['Password', user.password],
  ]);
});

test('the new-task form keeps what is typed at once on a slow device', async ({ page, account: _ }) => {
  await page.goto('/ua/task');
  await slowPage(page);
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.waitFor({ state: 'visible' });
  await name.pressSequentially('Mailing langsam', { delay: 5 });
  await dialog.getByRole('textbox', { name: 'Note', exact: true }).pressSequentially('Bitte mit Muster', { delay: 5 });
  await page.waitForLoadState('networkidle');
  await expect(name).toHaveValue('Mailing langsam');
  await expect(dialog.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('Bitte mit Muster');
});

test('a multiline field grows with its lines instead of scrolling them away', async ({ page, account: _ }) => {
  await page.goto('/ua/task');
  await page.getByRole('button', { name: 'New task' }).click();
  const note = page.getByRole('dialog', { name: 'New task' }).getByRole('textbox', { name: 'Note', exact: true });
  const height = () => note.evaluate((el) => el.getBoundingClientRect().height);
  const empty = await height();
  await note.fill(Array.from({ length: 9 }, (_, i) => `Line ${i + 1}`).join('\n'));
  await expect.poll(height).toBeGreaterThan(empty * 2);
  expect(await note.evaluate((el) => el.scrollHeight - el.clientHeight), 'every line in view').toBeLessThanOrEqual(1);
});
