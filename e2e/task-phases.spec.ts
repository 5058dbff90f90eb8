import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { accept, draftTask, offer, sentTask, type Invited, type SentTask } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

test.describe.configure({ timeout: 120_000 });

const SHOPS: [string, 'de' | 'en'][] = [
  ['Druck Alpha', 'de'],
  ['Print Bravo', 'en'],
  ['Druck Charlie', 'de'],
];

async function ask(request: APIRequestContext, sent: SentTask, shop: Invited, text: string) {
  const url = `/api/pub/tasks/${sent.taskId}/${shop.id}/questions`;
  const response = await request.put(url, { headers: { [OFFER_TOKEN_HEADER]: shop.token }, data: { text } });
  expect(response.ok()).toBe(true);
}

/** A sent task with two offers (Bravo's with 40 € delivery) and a question; Charlie has offered nothing. */
async function offered(request: APIRequestContext, name: string) {
  const sent = await sentTask(request, name, SHOPS);
  const [alpha, bravo, charlie] = sent.suppliers as [Invited, Invited, Invited];
  await offer(request, sent, alpha, ['900', '300']);
  await offer(request, sent, bravo, ['1000', '200'], { deliveryCost: '40' });
  await ask(request, sent, charlie, 'FSC paper?');
  return { sent, alpha, bravo, charlie };
}

/** The page as a person sees it at once, in the test's output folder under test-results/ (looked at, not compared). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(name) });
}

/** One part of the page, in the same folder. */
const shootPart = (part: Locator, name: string) => part.screenshot({ path: test.info().outputPath(name) });

const overview = (page: Page, de: boolean) => page.getByRole('region', { name: de ? 'Überblick' : 'Overview' });

// docs/product.md#task-page: the page follows the tender's phase.
for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`the task page by phase: draft, sent, awarded, split-awarded, with no serious accessibility issue (${width} px, en, de)`, async ({
    page,
    account: _,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    // Each task is sent to every printshop of the workspace: the open one first, so it invites three.
    const open = await offered(page.request, 'Mailing Offen');
    const single = await offered(page.request, 'Mailing Einzel');
    await accept(page.request, single.sent, single.alpha);
    const split = await offered(page.request, 'Mailing Geteilt');
    const [flyer, letter] = split.sent.formatIds as [string, string];
    const awards = [
      { formatId: flyer, supplierId: split.alpha.id },
      { formatId: letter, supplierId: split.bravo.id },
    ];
    const awarded = await page.request.post(`/api/tasks/${split.sent.taskId}/award`, {
      data: { awards, notifyOthers: true },
    });
    expect(awarded.ok()).toBe(true);
    const draft = await draftTask(page.request, 'Mailing Entwurf', SHOPS);

    for (const language of ['en', 'de'] as const) {
      const de = language === 'de';
      const where = (phase: string) => `the ${phase} task page (${width} px, ${language})`;
      await saveLanguage(page.request, language);

      // Draft: the form first, no overview.
      await page.goto(`/ua/task/${draft.taskId}`);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Mailing Entwurf');
      await expect(overview(page, de)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, where('draft'));
      await shoot(page, `draft-${language}-${width}.png`);

      // Sent: the overview first, counts linking to their sections, the next action.
      await page.goto(`/ua/task/${open.sent.taskId}`);
      const card = overview(page, de);
      await expect(card.getByRole('link', { name: de ? '3 eingeladen' : '3 invited' })).toBeVisible();
      await expect(card.getByRole('link', { name: de ? '2 Angebote' : '2 offered' })).toBeVisible();
      // The best award, split allowed: Alpha's flyer at 900 and Bravo's letter at 200 with its 40 delivery
      // (Alpha's whole offer is 1,200).
      await expect(card.getByText(de ? '1.140,00 €' : '€1,140.00')).toBeVisible();
      const next = card.getByRole('link', { name: de ? '1 Frage zu beantworten' : '1 question to answer' });
      await expect(next).toBeInViewport();
      await expect(page.getByRole('textbox', { name: 'Name' })).not.toBeInViewport();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, where('sent'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `sent-${language}-${width}.png`);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/ua/task/${open.sent.taskId}/questions$`));
      await expect(page.getByRole('heading', { name: de ? 'Fragen' : 'Questions', level: 2 })).toBeInViewport();

      // Awarded to one printshop: the summary first, the winner marked, the banner as ever.
      await page.goto(`/ua/task/${single.sent.taskId}`);
      const summary = page.getByRole('region', { name: de ? 'Zuschlag' : 'Award' });
      await expect(summary.getByText('Druck Alpha', { exact: true })).toBeVisible();
      await expect(
        summary.getByRole('link', { name: de ? 'Auftrag (PDF) für Druck Alpha' : 'Order PDF for Druck Alpha' }),
      ).toBeVisible();
      // Alpha named no delivery cost: its 900 + 300 are what the buyer pays.
      await expect(
        summary.getByText(de ? 'Lieferkosten: keine angegeben' : 'Delivery cost: none stated'),
      ).toBeVisible();
      await expect(
        summary.getByText(de ? 'Summe inkl. Lieferkosten: 1.200,00 €' : 'Total incl. delivery: €1,200.00'),
      ).toBeVisible();
      // After the award the open question is a count to follow, not the next thing to do.
      const doneCard = overview(page, de);
      await expect(
        doneCard.getByText(de ? 'Zuschlag erteilt: gerade ist nichts zu tun' : 'Awarded: nothing needs you now'),
      ).toBeVisible();
      await expect(doneCard.getByRole('link', { name: de ? '1 offene Frage' : '1 open question' })).toBeVisible();
      await expect(
        doneCard.getByRole('link', { name: de ? '1 Frage zu beantworten' : '1 question to answer' }),
      ).toHaveCount(0);
      await expect(
        summary.getByText(de ? /^Auftrag an Druck Alpha: Versandt/ : /^Order to Druck Alpha: Sent/),
      ).toBeVisible({
        timeout: 15_000,
      });
      await expect(
        page.getByRole('status').filter({
          hasText: de ? 'Abgeschlossen — ein Angebot wurde angenommen' : 'Done — an offer has been accepted',
        }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, where('awarded'));
      await shoot(page, `awarded-${language}-${width}.png`);
      await shootPart(summary, `award-summary-${language}-${width}.png`);
      await shootPart(doneCard, `done-overview-${language}-${width}.png`);

      // Split: each winner with its format, both marked among the printshops, the banner says it was split.
      await page.goto(`/ua/task/${split.sent.taskId}`);
      const splitSummary = page.getByRole('region', { name: de ? 'Zuschlag' : 'Award' });
      await expect(
        splitSummary.getByText(de ? /^Flyer A5: 5\.000 Stück für 900,00/ : /^Flyer A5: 5,000 pieces for €900\.00/),
      ).toBeVisible();
      await expect(
        splitSummary.getByText(
          de ? /^Brief DIN lang: 2\.000 Stück für 200,00/ : /^Brief DIN lang: 2,000 pieces for €200\.00/,
        ),
      ).toBeVisible();
      // Each winner's delivery once: Alpha's 900 with none, Bravo's 200 and 40; the award 1,140 in all.
      const totals = de
        ? ['Summe inkl. Lieferkosten: 900,00 €', 'Lieferkosten: 40,00 €', 'Summe inkl. Lieferkosten: 240,00 €']
        : ['Total incl. delivery: €900.00', 'Delivery cost: €40.00', 'Total incl. delivery: €240.00'];
      for (const text of totals) await expect(splitSummary.getByText(text, { exact: true })).toBeVisible();
      await expect(
        splitSummary.getByText(
          de
            ? 'Summe dieses Zuschlags inkl. Lieferkosten: 1.140,00 €'
            : 'Total of this award, incl. delivery: €1,140.00',
        ),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({
          hasText: de
            ? 'Abgeschlossen — die Formate wurden an mehrere Lieferanten vergeben'
            : 'Done — the formats were awarded to several printshops',
        }),
      ).toBeVisible();
      const shops = page.getByRole('region', { name: de ? 'Lieferanten' : 'Printshops' });
      const winner = de ? 'Zuschlag erteilt' : 'Accepted offer';
      for (const name of ['Druck Alpha', 'Print Bravo']) {
        await expect(shops.getByRole('row', { name: new RegExp(name) }).getByRole('img', { name: winner })).toHaveCount(
          1,
        );
      }
      await expect(shops.getByRole('row', { name: /Druck Charlie/ }).getByRole('img', { name: winner })).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, where('split-awarded'));
      await shoot(page, `split-${language}-${width}.png`);
      await shootPart(splitSummary, `split-summary-${language}-${width}.png`);
    }
  });
}

test('on a phone the section bar fades the edge that hides more sections and shows the current one', async ({
  page,
  signedIn: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { sent } = await offered(page.request, 'Mailing Telefon');
  for (const [language, sections, first, last] of [
    ['en', 'Sections of the task', 'Offers', 'History'],
    ['de', 'Bereiche der Anfrage', 'Angebote', 'Verlauf'],
  ] as const) {
    await saveLanguage(page.request, language);
    const bar = page.getByRole('navigation', { name: sections });
    await page.goto(`/ua/task/${sent.taskId}`);
    await expect(bar.getByRole('link', { name: first })).toBeInViewport();
    await expect(bar.getByRole('link', { name: last })).not.toBeInViewport();
    await shootPart(bar, `section-bar-start-${language}-390.png`);
    await page.goto(`/ua/task/${sent.taskId}/activity`);
    await expect(bar.getByRole('link', { name: last })).toBeInViewport();
    await expect(bar.getByRole('link', { name: first })).not.toBeInViewport();
    await shootPart(bar, `section-bar-end-${language}-390.png`);
  }
});

test('the draft form’s buying company shows its label above the value, at 1280 and 390 px, in English and German', async ({
  page,
  account: _,
}) => {
  const draft = await draftTask(page.request, 'Mailing Firma', SHOPS.slice(0, 1));
  for (const [language, label, value] of [
    ['en', 'Buying company', 'Our buying company (the workspace’s)'],
    ['de', 'Einkaufende Firma', 'Unsere einkaufende Firma (des Arbeitsbereichs)'],
  ] as const) {
    await saveLanguage(page.request, language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ua/task/${draft.taskId}`);
      const select = page.getByRole('combobox', { name: label });
      await expect(select).toBeEnabled();
      await expect(select.locator('option:checked')).toHaveText(value);
      // The label sits on the outline, above where the value is written (the select's padding), not over it.
      await select.scrollIntoViewIfNeeded();
      const { overlap, top } = await select.evaluate((el: HTMLSelectElement) => {
        const label = el.labels![0]!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { overlap: label.bottom - (box.top + parseFloat(getComputedStyle(el).paddingTop)), top: box.top };
      });
      expect(overlap).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`company-${language}-${width}.png`),
        clip: { x: 0, y: Math.max(0, top - 24), width, height: 120 },
      });
    }
  }
});

test('a section’s address opens the page at it, on reload and with back and forward; an unknown one is not found', async ({
  page,
  signedIn: _,
}) => {
  const { sent } = await offered(page.request, 'Mailing Adressen');
  const documents = page.getByRole('region', { name: 'Documents' });
  await page.goto(`/ua/task/${sent.taskId}/documents`);
  await expect(documents).toBeInViewport();
  await page.reload();
  await expect(documents).toBeInViewport();
  const bar = page.getByRole('navigation', { name: 'Sections of the task' });
  await expect(bar.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'location');

  await bar.getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL(new RegExp(`/ua/task/${sent.taskId}/offers$`));
  await expect(page.getByRole('table', { name: 'Prices per format and printshop' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'location');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/ua/task/${sent.taskId}/documents$`));
  await expect(documents).toBeInViewport();
  await page.goForward();
  await expect(bar.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'location');

  await page.goto(`/ua/task/${sent.taskId}/nonsense`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
