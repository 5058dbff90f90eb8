import type { Page } from '@playwright/test';
import { toDisplayDate } from '../src/shared/dates.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { shootPage, shootRegion } from './support/shots.ts';
import { saveLanguage } from './support/tasks.ts';
import { accept, inDays, offer, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 150_000 });

// A PDF of one empty page with its cross-reference table: the invoice reader opens it (a plain PDF, figures typed).
const onePage =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\nxref\n0 4\n0000000000 65535 f \n' +
  '0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n';
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(onePage) });

/** The Slovak winner's page on its phone. */
async function openShop(page: Page, shop: Invited) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shop.link);
  return page.getByRole('region', { name: /^Vaša objednávka / });
}

/** The buyer's Orders section at 1280 px. */
async function openOrders(page: Page, taskId: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/ua/task/${taskId}/orders`);
  return page.getByRole('region', { name: 'Aufträge', exact: true });
}

// docs/product.md#the-job-after-the-award: the job from the confirmation to the released invoice, the printshop on
// its page in Slovak, the buyer in her Orders section in German.
test('a Slovak printshop and a German buyer take an order from its confirmation to the released invoice', async ({
  page,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Plagát jar', [
    ['Tlačiareň Beta', 'sk'],
    ['Druck Alpha', 'de'],
  ]);
  const [beta, alpha] = task.suppliers as [Invited, Invited];
  // Overs up to 3 % at 20 € per 1,000.
  await offer(page.request, task, beta, ['900', '300'], { oversPercent: 3, oversPer1000: '20' });
  await offer(page.request, task, alpha, ['1000', '400']);
  await accept(page.request, task, beta);
  await saveLanguage(page.request, 'de');

  // The printshop confirms with its reference and ship date, and uploads a proof of the flyer.
  const order = await openShop(page, beta);
  await order.getByLabel('Vaše číslo').fill('ZK-881');
  await order.getByLabel('Plánované odoslanie').fill(inDays(7));
  await order.getByRole('button', { name: 'Potvrdiť objednávku' }).click();
  await expect(order.getByText(/^Potvrdené: číslo ZK-881, plánované odoslanie /)).toBeVisible();
  const shopFlyer = () => order.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Flyer A5' }) });
  await shopFlyer().getByLabel('Náhľad (PDF)').setInputFiles(pdf('plagat-v1.pdf'));
  await shopFlyer().getByRole('button', { name: 'Nahrať náhľad' }).click();
  await expect(shopFlyer().getByText('Verzia 1: plagat-v1.pdf (čaká na schválenie)')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the winner’s order on its phone');

  // The buyer asks for changes with a comment.
  const orders = await openOrders(page, task.taskId);
  const job = orders.getByRole('article', { name: /^Auftrag .* an Tlačiareň Beta$/ });
  await expect(job.getByText('Proof in Prüfung')).toBeVisible();
  await expect(job.getByText('Wartet auf Sie')).toBeVisible();
  await expect(job.getByText(/^Bestätigt: Referenz ZK-881, geplanter Versand am /)).toBeVisible();
  // Only the winner has a job.
  await expect(orders.getByRole('article', { name: /Druck Alpha/ })).toHaveCount(0);
  const flyer = job.getByRole('group', { name: 'Flyer A5' });
  await expect(flyer.getByRole('link', { name: 'plagat-v1.pdf herunterladen' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the Orders section with a proof to decide, in German');
  await shootRegion(page, /^Aufträge$/, 'orders-proof-de-1280.png');
  await flyer.getByRole('button', { name: 'Änderungen erbitten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Änderungen an Flyer A5, Version 1 erbitten' });
  await dialog.getByRole('textbox', { name: 'Was soll sich ändern' }).fill('Logo bitte 2 mm weiter links');
  await dialog.getByRole('button', { name: 'Änderungen erbitten' }).click();
  await expect(flyer.getByRole('status')).toHaveText(
    'Änderungen an Flyer A5 erbeten: Tlačiareň Beta erhält Ihren Kommentar.',
  );
  await expect(flyer.getByText('Kommentar: Logo bitte 2 mm weiter links')).toBeVisible();
  await expect(job.getByText('Wartet auf den Lieferanten')).toBeVisible();

  // The printshop reads the comment and uploads version 2.
  await openShop(page, beta);
  await expect(shopFlyer().getByText('Komentár odberateľa: Logo bitte 2 mm weiter links')).toBeVisible();
  await shopFlyer().getByLabel('Náhľad (PDF)').setInputFiles(pdf('plagat-v2.pdf'));
  await shopFlyer().getByRole('button', { name: 'Nahrať náhľad' }).click();
  await expect(shopFlyer().getByText('Verzia 2: plagat-v2.pdf (čaká na schválenie)')).toBeVisible();

  // The buyer approves version 2.
  await openOrders(page, task.taskId);
  await expect(flyer.getByText(/^Version 1 · plagat-v1\.pdf · Änderungen erbeten von /)).toBeVisible();
  await expect(flyer.getByText('Version 2 · plagat-v2.pdf · wartet auf Ihre Entscheidung')).toBeVisible();
  await flyer.getByRole('button', { name: 'Freigeben' }).click();
  await expect(flyer.getByRole('status')).toHaveText('Version 2 von Flyer A5 freigegeben: Tlačiareň Beta erfährt es.');
  await expect(job.getByText('Proofs freigegeben')).toBeVisible();

  // The printshop reports the shipment.
  await openShop(page, beta);
  await order.getByLabel('Prepravca').fill('DPD');
  await order.getByLabel('Číslo zásielky').fill('01234567');
  await order.getByRole('button', { name: 'Nahlásiť odoslanie' }).click();
  await expect(order.getByText(/^Odoslané prepravcom DPD 01234567 dňa /)).toBeVisible();

  // The dashboard sends the buyer to the Orders section, where she records what arrived: 2 % over.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ua/dashboard');
  await page.getByRole('link', { name: /Versandt: Wareneingang erfassen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ua/task/${task.taskId}/orders$`));
  await expect(orders.getByRole('heading', { name: 'Aufträge' })).toBeInViewport();
  await expect(job.getByText('Erfassen Sie unter „Lieferung“, was ankam.')).toBeVisible();
  await expect(job.getByText(/^Versandt am .* mit DPD, Sendungsnummer 01234567$/)).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Lieferung von Tlačiareň Beta' });
  await receipt.getByRole('textbox', { name: 'Geliefert am' }).fill(toDisplayDate(inDays(0), 'de'));
  await receipt.getByRole('radio', { name: '5 – hervorragend' }).check();
  await receipt.getByRole('textbox', { name: 'Erhalten von Flyer A5' }).fill('5100');
  await receipt.getByRole('textbox', { name: 'Erhalten von Brief DIN lang' }).fill('2040');
  await receipt.getByRole('button', { name: 'Lieferung erfassen' }).click();
  await expect(page.getByText('Lieferung von Tlačiareň Beta erfasst.')).toBeVisible();
  await expect(job.getByText('Geliefert', { exact: true })).toBeVisible();
  await expect(job.getByRole('listitem').filter({ hasText: 'Brief DIN lang: 2.040' })).toBeVisible();

  // The printshop sends a PDF invoice with its amounts typed: 1,200 € plus 140 overs at 20 € per 1,000, 19 % VAT.
  await openShop(page, beta);
  const invoice = page.getByRole('region', { name: 'Faktúra' });
  await invoice.getByLabel('Súbor faktúry').setInputFiles(pdf('faktura-17.pdf'));
  await invoice.getByLabel('Číslo faktúry').fill('F-2027-17');
  await invoice.getByLabel('Dátum faktúry').fill(inDays(0));
  await invoice.getByLabel('Bez DPH').fill('1202,80');
  await invoice.getByLabel('DPH', { exact: true }).fill('228,53');
  await invoice.getByLabel('S DPH').fill('1431,33');
  await invoice.getByRole('button', { name: 'Odoslať faktúru' }).click();
  await expect(invoice.getByRole('status')).toHaveText('Vaša faktúra bola odoslaná.');

  // The buyer sees the invoice match the order and releases it.
  await openOrders(page, task.taskId);
  await expect(job.getByText('Rechnung erhalten')).toBeVisible();
  await expect(job.getByRole('listitem').filter({ hasText: 'Flyer A5: 5.100' })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Rechnungen' });
  const card = invoices.getByRole('article', { name: 'Rechnung F-2027-17 von Tlačiareň Beta' });
  await expect(card.getByText('Stimmt')).toBeVisible();
  await shootRegion(page, /^Aufträge$/, 'orders-invoiced-de-1280.png');
  await card.getByRole('button', { name: 'Freigeben' }).click();
  await expect(invoices.getByRole('status')).toHaveText('Rechnung F-2027-17 freigegeben.');
  await expect(job.getByText('Rechnung freigegeben')).toBeVisible();
  await expect(job.getByText('Nichts offen')).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the Orders section with a released invoice, in German');

  // What buying cost: the spend page counts the award, per month in a chart and per printshop in a table.
  await page.getByRole('link', { name: 'Ausgaben' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ausgaben' })).toBeVisible();
  const spent = page.getByRole('region', { name: 'Ausgaben', exact: true });
  await expect(spent.getByText('1 vergebene Anfrage')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Ausgaben pro Monat' }).locator('svg').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Pro Lieferant' }).click();
  await expect(page.getByRole('figure', { name: 'Ausgaben pro Lieferant' })).toBeVisible();
  const perSupplier = page.getByRole('table', { name: 'Ausgaben pro Lieferant als Tabelle' });
  await expect(perSupplier.getByRole('row').filter({ hasText: 'Tlačiareň Beta' })).toBeVisible();
  await shootPage(page, 'spend-de-1280');
  await expectNoSeriousA11yIssues(page, 'the spend page per printshop, in German');
  await openOrders(page, task.taskId);

  // The section on a phone, and in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(job).toBeVisible();
  await shootRegion(page, /^Aufträge$/, 'orders-de-390.png');
  await saveLanguage(page.request, 'en');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Orders', exact: true }).getByText('Invoice released')).toBeVisible();
  await shootRegion(page, /^Orders$/, 'orders-en-390.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shootRegion(page, /^Orders$/, 'orders-en-1280.png');
});
