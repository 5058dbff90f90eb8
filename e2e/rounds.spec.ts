import type { Page } from '@playwright/test';
import { MailboxMessageSchema } from '../src/shared/schemas/mailbox.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { passDeadline } from './support/database.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { inDays, offer, sentTask, type Invited } from './support/sent-task.ts';
import { shootPage, shootRegion } from './support/shots.ts';
import { saveLanguage } from './support/tasks.ts';

test.describe.configure({ timeout: 90_000 });

/** A printshop's page on its phone. */
async function openShop(page: Page, shop: Invited) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shop.link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The buyer's task page at 1280 px, its offers section. */
async function openOffers(page: Page, taskId: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/ua/task/${taskId}`);
  return page.getByRole('region', { name: 'Angebote', exact: true });
}

/** The text of the newest mail to `email` whose subject matches, once it arrived. */
async function mailText(page: Page, email: string, subject: RegExp): Promise<string> {
  let id = '';
  await expect
    .poll(async () => (id = (await mailsTo(page.request, email, subject))[0]?.id ?? ''), { timeout: 15_000 })
    .not.toBe('');
  return MailboxMessageSchema.parse(await (await page.request.get(`/api/mailbox/${id}`)).json()).text;
}

// docs/product.md#rounds: a German buyer asks the two best of three printshops for a final offer; the Slovak one
// improves its price on its phone, the German one keeps its offer, the English one is left out; after the round's
// deadline the buyer reads round 1 → round 2 per printshop.
test('a buyer opens a final round for the two best offers, one improves, one keeps, the third is left out', async ({
  page,
  account: _,
}) => {
  await saveLanguage(page.request, 'de');
  const task = await sentTask(page.request, 'Katalog Finale', [
    ['Tlačiareň Beta', 'sk'],
    ['Druck Alpha', 'de'],
    ['Gamma Print', 'en'],
  ]);
  const [beta, alpha, gamma] = task.suppliers as [Invited, Invited, Invited];
  await offer(page.request, task, beta, ['1000', '500']);
  await offer(page.request, task, alpha, ['1100', '550']);
  await offer(page.request, task, gamma, ['1300', '600']);

  // The buyer ticks the two best, sets today as the round's deadline and a message.
  const offers = await openOffers(page, task.taskId);
  await offers.getByRole('button', { name: 'Finalrunde…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalrunde eröffnen' });
  const chosen = dialog.getByRole('group', { name: 'Lieferanten mit Angebot' });
  // Each with its round-1 total, best first: the comparison lies behind the dialog.
  await expect(chosen.getByRole('checkbox')).toHaveCount(3);
  await chosen.getByRole('checkbox', { name: /^Tlačiareň Beta · 1\.500,00\s€$/ }).check();
  await chosen.getByRole('checkbox', { name: /^Druck Alpha · 1\.650,00\s€$/ }).check();
  await expect(chosen.getByRole('checkbox', { name: /^Gamma Print · 1\.900,00\s€$/ })).not.toBeChecked();
  await dialog.getByLabel('Frist der Finalrunde').fill(inDays(0));
  await dialog
    .getByRole('textbox', { name: 'Nachricht an die gewählten Lieferanten' })
    .fill('Bitte Ihr bestes Angebot');
  await expectNoSeriousA11yIssues(page, 'the final round dialog');
  await shootPage(page, 'round-dialog-de-1280', 1);
  await dialog.getByRole('button', { name: 'Finalrunde eröffnen' }).click();
  await expect(page.getByText('Finalrunde eröffnet')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The mails, in each printshop's language.
  expect(await mailText(page, beta.email, /^Záverečné kolo: Katalog Finale$/)).toContain('Bitte Ihr bestes Angebot');
  expect(await mailText(page, alpha.email, /^Finalrunde: Katalog Finale$/)).toContain('Bitte Ihr bestes Angebot');
  expect(await mailText(page, gamma.email, /^Final round without your offer: Katalog Finale$/)).not.toContain(
    'Bitte Ihr bestes Angebot',
  );

  // The Slovak printshop on its phone: its round-1 prices, then an improved offer.
  await openShop(page, beta);
  const round = page.getByRole('region', { name: 'Záverečné kolo: Vaša ponuka platí, ak ju nezlepšíte' });
  const earlier = round.getByRole('table', { name: 'Vaše ceny v 1. kole' });
  await expect(earlier.getByRole('row', { name: /Flyer A5/ })).toContainText('1 000,00 €');
  await expect(earlier.getByRole('row', { name: /Spolu/ })).toContainText('1 500,00 €');
  await expect(
    round.getByText('Ak ju chcete zlepšiť, zmeňte nižšie svoje ceny a odošlite ponuku;', { exact: false }),
  ).toBeVisible();
  await expect(round.getByRole('button', { name: 'Ponechať moju ponuku' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the final round on the printshop’s phone, in Slovak');
  await shootPage(page, 'round-shop-sk-390', 3);
  await page.getByRole('textbox', { name: /^Flyer A5 / }).fill('950');
  await page.getByRole('button', { name: 'Aktualizovať ponuku', exact: true }).click();
  await expect(round.getByText('Poslali ste zlepšenú ponuku. Je to Vaša odpoveď na záverečné kolo.')).toBeVisible();
  await expect(round.getByRole('button', { name: 'Ponechať moju ponuku' })).toHaveCount(0);
  await shootPage(page, 'round-shop-sk-390-answered', 2);

  // The German printshop keeps its offer.
  await openShop(page, alpha);
  const kept = page.getByRole('region', { name: 'Finalrunde: Ihr Angebot gilt, wenn Sie es nicht verbessern' });
  await kept.getByRole('button', { name: 'Mein Angebot beibehalten' }).click();
  await expect(
    kept.getByText('Sie haben Ihr Angebot beibehalten. Das ist Ihre Antwort auf die Finalrunde.'),
  ).toBeVisible();

  // The English printshop left out cannot offer.
  await openShop(page, gamma);
  await expect(page.getByRole('region', { name: 'You are not in the final round' })).toBeVisible();
  // Its offer is no longer sealed: the buyer sees it.
  await expect(page.getByText('Your offer has been received; the buyer sees it.')).toBeVisible();
  await expect(page.getByText(/sealed bids/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /offer/i })).toHaveCount(0);
  await shootPage(page, 'round-out-en-390', 2);

  // Before the deadline the buyer sees round 2 sealed, and who answered it.
  await openOffers(page, task.taskId);
  const totals = page.getByRole('table', { name: 'Finalrunde 2: Summen je Lieferant' });
  await expect(totals.getByRole('row', { name: /Tlačiareň Beta/ })).toContainText('versiegelt · beantwortet');
  await expect(totals.getByRole('row', { name: /Druck Alpha/ })).toContainText('versiegelt · beantwortet');
  await expect(totals.getByRole('row', { name: /Gamma Print/ })).toContainText('nicht in der Finalrunde');
  await shootRegion(page, /^Angebote$/, 'round-sealed-de-1280.png');

  // After the round's deadline: round 1 → round 2 per printshop.
  passDeadline(task.taskId);
  await page.reload();
  await expect(totals.getByRole('row', { name: /Tlačiareň Beta/ })).toContainText(/1\.500,00\s€.*1\.450,00\s€/);
  await expect(totals.getByRole('row', { name: /Druck Alpha/ })).toContainText(/1\.650,00\s€.*1\.650,00\s€/);
  await expect(totals.getByRole('row', { name: /Gamma Print/ })).toContainText(/1\.900,00\s€.*nicht in der Finalrunde/);
  await expectNoSeriousA11yIssues(page, 'the comparison after the final round');
  await shootRegion(page, /^Angebote$/, 'round-opened-de-1280.png');
});
