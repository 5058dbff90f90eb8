import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { accept, offer, sentTask, type Invited } from './support/sent-task.ts';

// Each test signs a buyer up through the UI, waits for the invitation mails, and drives printshops' browsers.
test.describe.configure({ timeout: 60_000 });

/** A printshop's own browser (no staff session) on its offer link. */
async function openLink(
  browser: Browser,
  supplier: Invited,
  options: { locale?: string; width?: number } = {},
): Promise<Page> {
  const page = await browser.newPage({
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  await page.goto(supplier.link);
  return page;
}

const price = (page: Page, title: string) => page.getByRole('textbox', { name: new RegExp(`^${title} `) });
const status = (page: Page, name = 'Stand Ihres Angebots') => page.getByRole('region', { name });

async function submitPrices(page: Page, prices: [string, string], button: string, notice = 'Angebot wurde abgegeben') {
  await price(page, 'Flyer A5').fill(prices[0]);
  await price(page, 'Brief DIN lang').fill(prices[1]);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
}

test('printshops offer on their pages, see their rank and improve it', async ({ page, browser, account: _account }) => {
  const task = await sentTask(page.request, 'Mailing Frühjahr', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
    ['Druck Charlie', 'de'],
    ['Druck Delta', 'de'],
    ['Druck Echo', 'de'],
  ]);
  const [alpha, bravo, charlie, delta, echo] = task.suppliers as [Invited, Invited, Invited, Invited, Invited];
  await offer(page.request, task, delta, ['2500', '500']);
  await offer(page.request, task, echo, ['3000', '1000']);

  const a = await openLink(browser, alpha);
  await expect(a.getByRole('heading', { name: 'Mailing Frühjahr', level: 1 })).toBeVisible();
  await expect(a.getByText('Angebot von Druck Alpha')).toBeVisible();
  await expect(a.getByText('Lieferweg 1')).toBeVisible();
  await expect(status(a)).toHaveText('Sie haben noch kein Angebot abgegeben.');
  // Comma or point, shown with two decimals once the field is left; the total runs along in the offer's currency.
  await price(a, 'Flyer A5').fill('1000');
  await price(a, 'Brief DIN lang').fill('500.5');
  await price(a, 'Flyer A5').focus();
  await expect(price(a, 'Brief DIN lang')).toHaveValue('500,50');
  await expect(a.getByText('1.500,50 €', { exact: true })).toBeVisible();
  // A German page reads the comma as the decimal sign: three decimals are one too many, and it says so.
  await price(a, 'Flyer A5').fill('10,505');
  await price(a, 'Brief DIN lang').focus();
  await expect(a.getByText('Bitte einen Betrag mit nicht mehr als zwei Nachkommastellen eingeben')).toBeVisible();
  await expect(price(a, 'Flyer A5')).toHaveAttribute('aria-invalid', 'true');
  await submitPrices(a, ['1000,00', '500,50'], 'Angebot abgeben');
  await expect(status(a)).toContainText('Ihr Angebot: bestes von 3 aktuellen Angeboten.');
  await expect(a.getByRole('button', { name: 'Angebot aktualisieren' })).toBeVisible();

  // An English printshop (in a German browser): its page speaks its language.
  const b = await openLink(browser, bravo, { locale: 'de-DE' });
  await expect(status(b, 'Status of your offer')).toHaveText('You have not submitted an offer yet.');
  await expect(b.getByText(/^\d\d\/\d\d\/\d{4}$/).first()).toBeVisible();
  await submitPrices(b, ['1200', '600'], 'Submit offer', 'Your offer has been submitted');
  await expect(status(b, 'Status of your offer')).toContainText('Your offer: place 2 of 4 current offers.');

  const c = await openLink(browser, charlie);
  await submitPrices(c, ['2000', '500'], 'Angebot abgeben');
  await expect(status(c)).toContainText('Ihr Angebot: Platz 3 von 5 aktuellen Angeboten.');

  // Bravo undercuts everyone: its rank changes at once. Alpha's page keeps the place its own last change was
  // given until it changes its offer again (docs/product.md, Rank probing).
  await expect(b.getByText(/^Submitted: €1,800\.00 on \d\d\/\d\d\/\d{4} - \d\d:\d\d$/)).toBeVisible();
  await submitPrices(b, ['999.99', '400'], 'Update offer', 'Your offer has been submitted');
  await expect(status(b, 'Status of your offer')).toContainText('Your offer: best of 5 current offers.');
  await a.reload();
  await expect(status(a)).toContainText('Ihr Angebot: bestes von 3 aktuellen Angeboten.');
  // The page says how old that place is.
  await expect(status(a)).toContainText(/Stand: \d\d:\d\d, bei Ihrer letzten Änderung\./);
  await expect(price(a, 'Flyer A5')).toHaveValue('1.000,00');
  await submitPrices(a, ['999,00', '500,50'], 'Angebot aktualisieren');
  await expect(status(a)).toContainText('Ihr Angebot: Platz 2 von 5 aktuellen Angeboten.');
});

test('a tampered or foreign link shows only that the visitor was not invited', async ({
  page,
  browser,
  account: _account,
}) => {
  const task = await sentTask(page.request, 'Mailing Sommer', [
    ['Druck Alpha', 'de'],
    ['Druck Bravo', 'de'],
  ]);
  const [alpha, bravo] = task.suppliers as [Invited, Invited];
  const tampered = `${alpha.link.slice(0, -1)}${alpha.link.endsWith('A') ? 'B' : 'A'}`;
  const foreign = alpha.link.replace(`/${alpha.id}#`, `/${bravo.id}#`);

  for (const [link, locale, text] of [
    [tampered, 'de-DE', 'Sie wurden nicht eingeladen'],
    [foreign, 'de-DE', 'Sie wurden nicht eingeladen'],
    [alpha.link.split('#')[0]!, 'en-GB', 'You were not invited'],
  ] as const) {
    const visitor = await browser.newPage({ locale });
    await visitor.goto(link);
    await expect(visitor.getByRole('alert')).toHaveText(text);
    await expect(visitor.getByRole('heading')).toHaveCount(0);
    await expect(visitor.getByRole('textbox')).toHaveCount(0);
    await visitor.close();
  }
});

test('on a 360 px phone the page fits the screen and says what is missing', async ({
  page,
  browser,
  account: _account,
}) => {
  const task = await sentTask(page.request, 'Mailing mit einem sehr langen Namen für eine Herbstaktion 2026', [
    ['Druckerei Langer-Name GmbH & Co. KG', 'de'],
  ]);
  const phone = await openLink(browser, task.suppliers[0]!, { width: 360 });
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = () =>
    phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBe(0);

  await phone.getByRole('button', { name: 'Angebot abgeben', exact: true }).click();
  await expect(price(phone, 'Flyer A5')).toBeFocused();
  await expect(price(phone, 'Flyer A5')).toHaveAccessibleDescription('Bitte einen Preis eingeben');
  await price(phone, 'Flyer A5').fill('12500');
  await expect(phone.getByText('1 Preis fehlt')).toBeVisible();
  const button = await phone.getByRole('button', { name: 'Angebot abgeben', exact: true }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
  expect(await overflow()).toBe(0);
});

test('once the buyer accepts an offer the page says the tender ended and takes no prices', async ({
  page,
  browser,
  account: _account,
}) => {
  const task = await sentTask(page.request, 'Mailing Winter', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = task.suppliers as [Invited, Invited];
  await offer(page.request, task, alpha, ['900', '100']);
  const b = await openLink(browser, bravo);
  await price(b, 'Flyer A5').fill('800');
  await price(b, 'Brief DIN lang').fill('150');

  await accept(page.request, task, alpha);
  // Bravo's page was open: sending now tells it the tender ended.
  await b.getByRole('button', { name: 'Submit offer' }).click();
  await expect(b.getByText('This tender has ended: an offer has been accepted.', { exact: false })).toBeVisible();
  await expect(price(b, 'Flyer A5')).toBeDisabled();
  await expect(b.getByRole('button', { name: /offer/ })).toHaveCount(0);

  const a = await openLink(browser, alpha);
  // The winner reads what it won; the printshop that had not sent its prices, that the tender ended.
  await expect(a.getByText('Ihr Angebot wurde gewählt. Der Auftrag folgt per E-Mail:')).toBeVisible();
  await expect(a.getByRole('listitem').filter({ hasText: /^Flyer A5: 5\.000 Stück zu 900,00\s€$/ })).toBeVisible();
  await expect(price(a, 'Flyer A5')).toBeDisabled();
  await expect(price(a, 'Flyer A5')).toHaveValue('900,00');
  // No offer is taken any more; the winner's page asks it to confirm the order instead (docs/product.md#the-job-after-the-award).
  await expect(a.getByRole('button', { name: /Angebot/ })).toHaveCount(0);
  await expect(a.getByRole('button', { name: 'Auftrag bestätigen' })).toBeVisible();
});

test('a printshop link in the Mailbox opens the offer page in a new tab', async ({
  page,
  context,
  account: _account,
}) => {
  const task = await sentTask(page.request, 'Mailing Postfach', [['Druck Alpha', 'de']]);
  await page.goto('/ua/mailbox');
  await page
    .getByRole('link', { name: new RegExp(`${task.suppliers[0]!.email}.*Angebotsanfrage: Mailing Postfach`) })
    .click();
  const mail = page.getByTitle('Mail content').contentFrame();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    mail.getByRole('link', { name: 'Angebot abgeben' }).click(),
  ]);
  await expect(tab.getByRole('heading', { name: 'Mailing Postfach', level: 1 })).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Stand Ihres Angebots' })).toHaveText(
    'Sie haben noch kein Angebot abgegeben.',
  );
  await expect(page).toHaveURL(/\/ua\/mailbox\//);
});
