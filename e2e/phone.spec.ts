import { offer, sentTask } from './support/sent-task.ts';
import { field } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone the sidebar slides over the page and closes after a choice', async ({ page, signedIn: _signedIn }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await nav.getByRole('link', { name: /Mailbox/ }).click();
  await expect(page).toHaveURL(/\/ua\/mailbox$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mailbox', level: 1 })).toBeVisible();

  // One pane at a time: the chosen mail replaces the list, and "back" returns to it.
  await page
    .getByRole('link', { name: /activation code/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Mails, newest first' })).toBeHidden();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page.getByRole('region', { name: 'Mails, newest first' })).toBeVisible();
});

test('on a phone the comparison shows one card per printshop, and the top bar keeps the app name', async ({
  page,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Telefon', [
    ['Druck Alpha', 'de'],
    ['Großdruckerei Hochleistungsoffsetdruckmaschinenbetriebsgesellschaft', 'de'],
  ]);
  await offer(page.request, task, task.suppliers[0]!, ['1000', '500']);
  await offer(page.request, task, task.suppliers[1]!, ['900', '400']);
  await page.goto(`/ua/task/${task.taskId}`);
  await expect(page.getByRole('banner').getByText('PrintTender')).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers' });
  const cards = offers.getByRole('list', { name: 'Prices per format and printshop' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const big = cards.filter({ hasText: 'Hochleistungsoffsetdruckmaschinenbetriebsgesellschaft' });
  await expect(big).toContainText('€1,300.00');
  await expect(big).toContainText('lowest total');
  await expect(offers.getByRole('table')).toHaveCount(0);
  // Nothing sticks out sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('on a phone a notice shows at the bottom, clear of the page heading', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/ua/settings');
  const heading = page.getByRole('heading', { name: 'Settings', level: 1 });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).first().click();
  const notice = page.locator('.notistack-SnackbarContainer').getByRole('alert').first();
  await expect(notice).toContainText('Settings saved');
  const [h, n] = [await heading.boundingBox(), await notice.boundingBox()];
  expect(h && n).toBeTruthy();
  expect(n!.y).toBeGreaterThan(h!.y + h!.height);
  expect(n!.y + n!.height).toBeLessThanOrEqual(740);
});

test('on a phone the light pages say what was done under the heading, on the screen', async ({ page, user }) => {
  await page.goto('/forgot');
  await field(page, 'Username or e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const heading = page.getByRole('heading', { name: 'Set a new password', level: 1 });
  await expect(heading).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'If the account exists, a code' });
  await expect(notice).toBeVisible();
  const [h, n] = [await heading.boundingBox(), await notice.boundingBox()];
  expect(n!.y).toBeGreaterThan(h!.y + h!.height);
  expect(n!.y + n!.height).toBeLessThanOrEqual(740);
});
