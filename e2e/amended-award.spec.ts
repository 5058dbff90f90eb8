import { OFFER_TOKEN_HEADER } from '../src/shared/offer-link.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { format, offer, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 120_000 });

// docs/product.md#amendments: an amendment of one format asks to confirm that format only; the others are
// awarded at once, and the buyer chases exactly the confirmations that wait.
test('a German buyer amends one format of four, chases the two confirmations and awards the other three at once', async ({
  page,
  account: _,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.request.post('/api/account/settings', { data: { language: 'de', signature: '' } })).ok()).toBe(
    true,
  );
  const formats = [
    format('Flyer A5', 10_000),
    format('Brief DIN lang', 2000),
    format('Broschüre A4', 1000),
    format('Plakat A2', 300),
  ];
  const task = await sentTask(
    page.request,
    'Frühjahrskampagne',
    [
      ['Druckhaus Süd', 'de'],
      ['Print Bravo', 'en'],
      ['Tlačiareň Charlie', 'sk'],
    ],
    { task: { formats } },
  );
  const [sued, bravo, charlie] = task.suppliers as [Invited, Invited, Invited];
  await offer(page.request, task, sued, ['690', '300', '1200', '400']);
  await offer(page.request, task, bravo, ['750', '320', '1250', '380']);
  await offer(page.request, task, charlie, [null, null, null, '450']);

  // The flyer goes from 10,000 to 15,000: Süd and Bravo priced it, Charlie did not.
  const read = (await (await page.request.get(`/api/tasks/${task.taskId}`)).json()) as {
    version: number;
    formats: { id: string; count: number; revision: number }[];
  };
  const amended = read.formats.map((f, i) => (i === 0 ? { ...f, count: 15_000 } : f));
  const amend = await page.request.post(`/api/tasks/${task.taskId}/amend`, {
    data: { version: read.version, message: 'Die Auflage steigt.', formats: amended },
  });
  expect(amend.ok()).toBe(true);

  // What waits, per printshop and format, and a reminder to exactly those two, each in its language.
  await page.goto(`/ua/task/${task.taskId}/suppliers`);
  const waiting = page.getByRole('region', { name: '2 Bestätigungen ausstehend' });
  await expect(waiting.getByRole('listitem')).toHaveText([
    'Druckhaus Südzu bestätigen: Flyer A5',
    'Print Bravozu bestätigen: Flyer A5',
  ]);
  await expectNoSeriousA11yIssues(page, 'the confirmations waiting');
  await waiting.getByRole('button', { name: '2 Lieferanten an die Bestätigung erinnern' }).click();
  const ask = page.getByRole('dialog', { name: 'Jetzt eine Erinnerung senden?' });
  await ask.getByRole('button', { name: 'Erinnerung senden' }).click();
  await expect(page.getByText('Erinnerung an 2 Lieferanten gesendet')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(page.request, sued.email, /^Bitte bestätigen Sie Ihre Preise/)).length)
    .toBe(1);
  await expect
    .poll(async () => (await mailsTo(page.request, bravo.email, /^Please confirm your prices/)).length)
    .toBe(1);
  expect(await mailsTo(page.request, charlie.email, /^Prosíme, potvrďte/)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('confirmations-waiting-1280-de.png') });

  // Bravo confirms the flyer alone; Süd has not, yet its three other prices can win at once.
  const confirmed = await page.request.post(`/api/pub/tasks/${task.taskId}/${bravo.id}`, {
    headers: { [OFFER_TOKEN_HEADER]: bravo.token },
    data: { formats: [{ id: read.formats[0]!.id, price: '1000', revision: 2 }], keepOthers: true },
  });
  expect(confirmed.ok()).toBe(true);
  // Awarding Süd's flyer, whose price waits, is refused by name.
  const stale = await page.request.post(`/api/tasks/${task.taskId}/award/preview`, {
    data: { awards: read.formats.map((f) => ({ formatId: f.id, supplierId: sued.id })) },
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toMatchObject({
    code: 'OFFER_STALE',
    params: { format: 'Flyer A5', supplier: 'Druckhaus Süd' },
  });

  await page.goto(`/ua/task/${task.taskId}`);
  await page.getByRole('button', { name: 'Zuschlag je Format' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zuschlag je Format' });
  const pick = async (title: RegExp, shop: Invited) =>
    dialog.getByRole('group', { name: title }).getByRole('combobox', { name: 'Lieferant' }).selectOption(shop.id);
  await pick(/^Flyer A5/, bravo);
  await pick(/^Brief DIN lang/, sued);
  await pick(/^Broschüre A4/, sued);
  await pick(/^Plakat A2/, sued);
  await expectNoSeriousA11yIssues(page, 'the award dialog after an amendment');
  await page.screenshot({ path: test.info().outputPath('award-after-amendment-1280-de.png') });
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  const send = page.getByRole('dialog', { name: 'Diese Aufträge senden?' });
  await send.getByRole('button', { name: '2 Aufträge senden' }).click();
  await expect(page.getByText('Auftrag versandt').first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await mailsTo(page.request, sued.email, /^Auftrag PO-/)).length, { timeout: 20_000 })
    .toBe(1);
});
