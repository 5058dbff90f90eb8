import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { offer, sentTask, type Invited } from './support/sent-task.ts';

// docs/product.md#offers-and-ranks: a printshop may leave formats out; it is ranked per format, and the whole
// places count the offers for every format only.
test.describe.configure({ timeout: 60_000 });

test('on a phone, a printshop offers one of two formats and reads its place for it; a complete offer its whole place', async ({
  page,
  browser,
  account: _account,
}) => {
  const task = await sentTask(page.request, 'Mailing Winter', [
    ['Print Alpha', 'en'],
    ['Print Bravo', 'en'],
    ['Print Charlie', 'en'],
  ]);
  const [alpha, bravo, charlie] = task.suppliers as [Invited, Invited, Invited];
  await offer(page.request, task, alpha, ['1000', '500']);
  await offer(page.request, task, bravo, ['1100', '600']);

  const phone = await browser.newPage({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  await phone.goto(charlie.link);
  const status = phone.getByRole('region', { name: 'Status of your offer' });
  await expect(status).toHaveText('You have not submitted an offer yet.');
  await phone.getByRole('textbox', { name: /^Flyer A5 Price for the whole/ }).fill('900');
  const letter = phone.getByRole('checkbox', { name: 'Brief DIN lang No offer for this format' });
  await letter.check();
  await expect(phone.getByRole('textbox', { name: /^Brief DIN lang / })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Submit offer', exact: true }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Your offer has been submitted' })).toBeVisible();

  // Cheapest of three for the flyer; no whole place, and the letter stays left out after the answer.
  await expect(status).toContainText(
    'You priced 1 of 2 formats. Offers for every format are ranked as a whole; yours is ranked per format (see each format).',
  );
  const flyer = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Flyer A5' }) });
  await expect(flyer.getByText('Best of 3 offers for this format')).toBeVisible();
  await expect(phone.getByText(/^A place for a format compares/)).toBeVisible();
  await expect(letter).toBeChecked();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yIssues(phone, 'the page of a partial offer');

  // Alpha's complete offer, changed once more: first of the two for every format, told of the one for some
  // formats only (a page shows the places of its own last change: docs/product.md, Rank probing).
  await offer(page.request, task, alpha, ['1000', '499']);
  const other = await browser.newPage({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  await other.goto(alpha.link);
  const whole = other.getByRole('region', { name: 'Status of your offer' });
  await expect(whole).toContainText('Your offer: best of 2 current offers.');
  await expect(whole).toContainText(
    'Ranked among the offers for every format; 1 offer for some formats only is ranked per format.',
  );
  const card = (title: string) =>
    other.getByRole('listitem').filter({ has: other.getByRole('heading', { name: title }) });
  await expect(card('Flyer A5').getByText('Place 2 of 3 offers for this format')).toBeVisible();
  await expect(card('Brief DIN lang').getByText('Best of 2 offers for this format')).toBeVisible();
  await expectNoSeriousA11yIssues(other, 'the page of a complete offer among a partial one');
});
