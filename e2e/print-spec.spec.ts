import { pdfText } from '../src/server/test/pdf-text.ts';
import { field } from './support/account.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { invitedOf } from './support/sent-task.ts';
import { shootPage } from './support/shots.ts';
import { dayInDays, saveLanguage, unique } from './support/tasks.ts';

test.describe.configure({ timeout: 120_000 });

const inPdf = (text: string) => text.replace(/\s+/g, ' ');

// Issue 45: a buyer writes a catalogue only in German — a structured spec, two versions with a price per version
// change, two delivery addresses — and types no text in any other language. The Slovak printshop reads all of it
// in Slovak on its phone and offers; the order PDF lists the spec, the versions and both addresses.
test('a task typed only in German reaches a Slovak printshop whole in Slovak, and its order lists spec, versions and addresses', async ({
  page,
  browser,
  account: _,
}) => {
  await saveLanguage(page.request, 'de');
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `tlac-${Date.now().toString(36)}@druck.example`;
  const created = await page.request.put('/api/suppliers', {
    data: { name: 'Tlačiareň Žilina', email, language: 'sk', contactPerson: 'Jana Nováková' },
  });
  expect(created.ok()).toBe(true);
  const shop = {
    ...((await created.json()) as { id: string }),
    name: 'Tlačiareň Žilina',
    email,
    language: 'sk' as const,
  };

  await page.goto('/ua/task');
  const name = unique('Katalog Frühjahr');
  await page.getByRole('button', { name: 'Neue Anfrage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Anfrage' });
  await field(page, 'Name').fill(name);
  await field(page, 'Liefertermin').fill(dayInDays(30).replaceAll('/', '.'));
  await field(page, 'Angebotsfrist').fill(dayInDays(10).replaceAll('/', '.'));
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Format hinzufügen' }).click();
  await page.getByRole('menuitem', { name: 'Leeres Format' }).click();
  await page.getByRole('region', { name: 'Neues Format' }).getByRole('textbox', { name: 'Titel' }).fill('Katalog');
  const format = page.getByRole('region', { name: /Katalog/ });
  const spec = format.getByRole('group', { name: 'Spezifikation' });
  await spec.getByRole('combobox', { name: 'Produkt' }).selectOption('brochure');
  await spec.getByRole('textbox', { name: 'Umfang (Seiten)' }).fill('24');
  await spec.getByRole('combobox', { name: 'Format' }).selectOption('A5');

  // Two versions of the catalogue, the quantity their sum; a price per version change asked.
  const versions = format.getByRole('group', { name: 'Sorten' });
  await versions.getByRole('button', { name: 'Sorte hinzufügen' }).click();
  await versions.getByRole('button', { name: 'Sorte hinzufügen' }).click();
  await versions.getByRole('textbox', { name: 'Sortenname' }).nth(0).fill('Deutsch');
  await versions.getByRole('textbox', { name: 'Auflage' }).nth(0).fill('1.200');
  await versions.getByRole('textbox', { name: 'Sortenname' }).nth(1).fill('Slowakisch');
  await versions.getByRole('textbox', { name: 'Auflage' }).nth(1).fill('800');
  await format.getByRole('checkbox', { name: 'Preis je Sortenwechsel erfragen' }).check();
  await expect(format.getByRole('textbox', { name: 'Auflage', exact: true }).first()).toHaveValue('2.000');

  // Two delivery addresses split the quantity.
  const addresses = [
    ['Lager Hamburg\nHafenstraße 1\n20457 Hamburg', '1200'],
    ['Filiale Bratislava\nObchodná 10\n811 06 Bratislava', '800'],
  ] as const;
  for (const [i, [address, count]] of addresses.entries()) {
    await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
    const at = page.getByRole('group', { name: `Lieferadresse ${i + 1}` });
    await at.getByRole('textbox', { name: `Lieferadresse ${i + 1}`, exact: true }).fill(address);
    await at.getByRole('textbox', { name: `Katalog an Adresse ${i + 1}` }).fill(count);
  }
  await page.getByRole('button', { name: 'Anfrage speichern' }).first().click();
  await expect(page.getByText('Anfrage gespeichert')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Bereit zum Versand' })).toBeVisible();
  await shootPage(page, 'print-spec-task-de-1280', 3);

  const taskId = /\/ua\/task\/([^/?#]+)/.exec(page.url())![1]!;
  const sent = await page.request.post(`/api/tasks/${taskId}/suppliers/mail`, { data: { suppliers: [] } });
  expect(sent.ok()).toBe(true);
  const task = (await (await page.request.get(`/api/tasks/${taskId}`)).json()) as { formats: { id: string }[] };
  const [invited] = (await invitedOf(page.request, { taskId, name, formatIds: [], suppliers: [shop] })).suppliers;

  // The printshop, on its phone, reads every part in Slovak: nothing was typed in Slovak.
  const phone = await browser.newPage({ locale: 'sk-SK', viewport: { width: 390, height: 844 } });
  await phone.goto(invited!.link);
  await expect(phone.getByRole('heading', { name, level: 1 })).toBeVisible();
  for (const text of [
    'Brožúra',
    'A5 (148 × 210 mm)',
    'väzba V1 (šitá drôtom)',
    'Verzie',
    '2: Deutsch 1 200, Slowakisch 800',
    'Lager Hamburg, Hafenstraße 1, 20457 Hamburg',
    'Filiale Bratislava, Obchodná 10, 811 06 Bratislava',
  ])
    await expect(phone.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(phone.getByText('po nemecky')).toHaveCount(0);
  await phone.getByRole('textbox', { name: /^Katalog Cena za celý náklad/ }).fill('1500');
  await phone.getByRole('textbox', { name: 'Katalog Cena za výmenu verzie' }).fill('40');
  await expectNoSeriousA11yIssues(phone, 'the Slovak printshop’s page of a structured, versioned, split task');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shootPage(phone, 'print-spec-printshop-sk-390');
  await phone.getByRole('button', { name: 'Odoslať ponuku' }).click();
  await expect(phone.getByRole('status').filter({ hasText: 'Vaša ponuka bola odoslaná' })).toBeVisible();

  const awarded = await page.request.post(`/api/tasks/${taskId}/award`, {
    data: { awards: [{ formatId: task.formats[0]!.id, supplierId: shop.id, count: 2000 }] },
  });
  expect(awarded.ok()).toBe(true);

  // The order mail's PDF, opened from the Mailbox as the buyer would, lists the spec, the versions, both addresses.
  let orders: { id: string }[] = [];
  await expect
    .poll(async () => (orders = await mailsTo(page.request, email, /^Objednávka /)).length, { timeout: 20_000 })
    .toBe(1);
  await page.goto(`/ua/mailbox/${orders[0]!.id}`);
  const attached = page.getByRole('region', { name: /Anhänge|Attachments/ }).getByRole('link');
  const file = await page.request.get((await attached.first().getAttribute('href'))!);
  expect(file.ok()).toBe(true);
  const pdf = inPdf(await pdfText(await file.body()));
  for (const text of [
    'Produkt: Brožúra',
    'Počet strán: 24',
    'Väzba: väzba V1 (šitá drôtom)',
    'Verzie: 2: Deutsch 1 200, Slowakisch 800',
    'Výmena verzie: žiadame cenu za výmenu verzie',
    'Lager Hamburg, Hafenstraße 1, 20457 Hamburg',
    'Filiale Bratislava, Obchodná 10, 811 06 Bratislava',
  ])
    expect(pdf).toContain(inPdf(text));
});
