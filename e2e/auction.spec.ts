import type { Page } from '@playwright/test';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { sentTask, offer, type Invited, type SentTask } from './support/sent-task.ts';
import { shootPage, shootRegion } from './support/shots.ts';
import { saveLanguage } from './support/tasks.ts';

test.describe.configure({ timeout: 120_000 });

/** A bid through the public API, as a printshop's page places it: a price per format of the task, in its order. */
async function bid(page: Page, task: SentTask, shop: Invited, prices: string[]) {
  const response = await page.request.post(`/api/pub/tasks/${task.taskId}/${shop.id}/bids`, {
    headers: { [OFFER_TOKEN_HEADER]: shop.token },
    data: { formats: task.formatIds.map((id, i) => ({ id, price: prices[i] })) },
  });
  expect(response.status()).toBe(200);
}

// docs/product.md#auctions: a German buyer sets a reverse auction starting at once; the Slovak printshop bids on its
// phone, is refused a bid that does not undercut its last by the decrement, and sees its rank fall live when the
// German one undercuts it; the buyer watches the bids in the panel.
test('a buyer runs a live reverse auction; a Slovak printshop bids on its phone and sees its rank change live', async ({
  page,
  context,
  account: _,
}) => {
  await saveLanguage(page.request, 'de');
  const task = await sentTask(page.request, 'Katalog Auktion', [
    ['Tlačiareň Beta', 'sk'],
    ['Druck Alpha', 'de'],
  ]);
  const [beta, alpha] = task.suppliers as [Invited, Invited];
  await offer(page.request, task, beta, ['1000', '500']);
  await offer(page.request, task, alpha, ['1100', '550']);

  // The buyer sets it at 1280 px: now, 5 minutes, at least 1 % lower per bid, printshops see their rank.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/ua/task/${task.taskId}`);
  const offers = page.getByRole('region', { name: 'Angebote', exact: true });
  await offers.getByRole('button', { name: 'Auktion…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rückwärtsauktion ansetzen' });
  await dialog.getByRole('textbox', { name: 'Dauer in Minuten' }).fill('4');
  await dialog.getByRole('button', { name: 'Auktion ansetzen' }).click();
  await expect(dialog.getByText('Bitte ganze Minuten von 5 bis 120 eingeben.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Dauer in Minuten' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Abschlag in %' }).fill('1');
  await expectNoSeriousA11yIssues(page, 'the auction dialog');
  await shootPage(page, 'auction-dialog-de-1280', 1);
  await dialog.getByRole('button', { name: 'Auktion ansetzen' }).click();
  await expect(page.getByText('Auktion angesetzt: die Lieferanten erhalten eine Mail')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Rückwärtsauktion' });
  await expect(panel.getByText('Läuft')).toBeVisible();
  await expect(panel.getByRole('timer')).toHaveText(/^Endet in [45]:\d\d$/);

  // The Slovak printshop on its phone: its rank among the two, its last total and the most its next bid may total.
  const shop = await context.newPage();
  await shop.setViewportSize({ width: 390, height: 844 });
  await shop.goto(beta.link);
  const auction = shop.getByRole('region', { name: 'Živá aukcia · Prebieha' });
  await expect(auction.getByRole('row', { name: 'Vaše poradie 1. z 2' })).toBeVisible();
  await expect(auction.getByRole('row', { name: /Vaša posledná ponuka spolu/ })).toContainText('1 500,00 €');
  await expect(auction.getByRole('row', { name: /Vaša ďalšia ponuka najviac/ })).toContainText('1 485,00 €');
  await expectNoSeriousA11yIssues(shop, 'the auction on the printshop’s phone, in Slovak');
  await shootPage(shop, 'auction-shop-sk-390', 3);

  // A bid that does not undercut by 1 %: the bar says so while it is typed, and sent it is refused in a sentence.
  await expect(shop.getByText(/^Vaša ponuka môže byť spolu najviac 1\s485,00\s€$/)).toBeVisible();
  await shop.getByRole('textbox', { name: /^Flyer A5 / }).fill('995');
  await expect(shop.getByText(/^Príliš vysoká: Vaša ponuka môže byť spolu najviac 1\s485,00\s€$/)).toBeVisible();
  await shop.getByRole('button', { name: 'Podať ponuku' }).click();
  await expect(shop.getByRole('alert').filter({ hasText: 'príliš vysoká' })).toHaveText(
    /^Vaša ponuka je príliš vysoká: spolu môže byť najviac 1\s485,00\s€\.$/,
  );
  await shootPage(shop, 'auction-shop-sk-390-refused', 4);
  // Then one that does: still first.
  await shop.getByRole('textbox', { name: /^Flyer A5 / }).fill('950');
  await shop.getByRole('button', { name: 'Podať ponuku' }).click();
  await expect(auction.getByRole('row', { name: /Vaša posledná ponuka spolu/ })).toContainText('1 450,00 €');
  await expect(auction.getByRole('row', { name: 'Vaše poradie 1. z 2' })).toBeVisible();

  // The German printshop undercuts it: the Slovak page shows its new rank without a reload.
  await bid(page, task, alpha, ['900', '500']);
  await expect(auction.getByRole('row', { name: 'Vaše poradie 2. z 2' })).toBeVisible({ timeout: 5_000 });
  await shootPage(shop, 'auction-shop-sk-390-overtaken', 1);

  // The buyer's panel, live: both ranked by their last totals, and the chart of the bids.
  const table = panel.getByRole('table', { name: 'Lieferanten in der Auktion' });
  await expect(table.getByRole('row', { name: /Druck Alpha/ })).toContainText(
    /^1Druck Alpha1\.650,00\s€1\.400,00\s€1$/,
  );
  await expect(table.getByRole('row', { name: /Tlačiareň Beta/ })).toContainText(
    /^2Tlačiareň Beta1\.500,00\s€1\.450,00\s€1$/,
  );
  await expect(panel.getByRole('figure', { name: 'Gebote im Zeitverlauf' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the auction panel on the task page');
  await shootRegion(page, /^Rückwärtsauktion$/, 'auction-panel-de-1280.png');
});
