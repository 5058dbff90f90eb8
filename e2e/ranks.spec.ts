import { expect, test } from './support/fixtures.ts';
import { offer, sentTask, type Invited } from './support/sent-task.ts';

// docs/product.md#offers-and-ranks: after an amendment a printshop's place is among the confirmed offers only.
test.describe.configure({ timeout: 60_000 });

test('on a phone, a printshop that confirms after an amendment reads its place among the current offers', async ({
  page,
  browser,
  account: _account,
}) => {
  const task = await sentTask(page.request, 'Mailing Herbst', [
    ['Print Alpha', 'en'],
    ['Print Bravo', 'en'],
    ['Print Charlie', 'en'],
    ['Print Delta', 'en'],
  ]);
  const [alpha, bravo, charlie, delta] = task.suppliers as [Invited, Invited, Invited, Invited];
  for (const [shop, flyer] of [
    [alpha, '1000'],
    [bravo, '1200'],
    [charlie, '1400'],
    [delta, '900'],
  ] as const) {
    await offer(page.request, task, shop, [flyer, '500']);
  }

  // The flyer's quantity changes: every offer needs confirmation.
  const read = (await (await page.request.get(`/api/tasks/${task.taskId}`)).json()) as {
    version: number;
    formats: { count: number }[];
  };
  const amended = await page.request.post(`/api/tasks/${task.taskId}/amend`, {
    data: {
      version: read.version,
      message: 'More flyers',
      formats: [{ ...read.formats[0], count: 6000 }, read.formats[1]],
    },
  });
  expect(amended.ok()).toBe(true);
  await offer(page.request, task, alpha, ['1100', '500']);
  await offer(page.request, task, charlie, ['1500', '500']);

  const phone = await browser.newPage({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  await phone.goto(bravo.link);
  const status = phone.getByRole('region', { name: 'Status of your offer' });
  await expect(status).toContainText('1 of 2 formats changed: confirm it');
  await expect(phone.getByRole('textbox', { name: /^Flyer A5 / })).toHaveValue('');
  await phone.getByRole('textbox', { name: /^Flyer A5 / }).fill('1300');
  await phone.getByRole('button', { name: 'Confirm offer', exact: true }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Your offer has been submitted' })).toBeVisible();
  // Three current offers (Delta's still waits for confirmation): Bravo's total of 1,800 € is second.
  await expect(status).toContainText('Your offer: place 2 of 3 current offers.');
  // The place is the one its own change was given, and says so (rank probing).
  await expect(status).toContainText(/As of \d\d:\d\d, when you last changed your offer/);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
