import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { draftTask, invitedOf, offer, sentTask } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

// A one-page PDF and a 1×1 PNG: small, and recognised by their content.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Drops files on the Documents region as a desktop's drag and drop does. */
async function dropFiles(page: Page, files: { name: string; type: string; bytes: Buffer }[]) {
  const zone = page.getByRole('region', { name: 'Documents' });
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) {
        transfer.items.add(
          new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }),
        );
      }
      return transfer;
    },
    files.map((f) => ({ name: f.name, type: f.type, base64: f.bytes.toString('base64') })),
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}

test('a buyer drops two documents on a task and sends it; the printshop opens its page from the Mailbox and downloads one', async ({
  page,
  context,
  account: _,
}) => {
  const draft = await draftTask(page.request, 'Mailing Unterlagen', [['Druck Alpha', 'de']]);
  await page.goto(`/ua/task/${draft.taskId}`);
  await dropFiles(page, [
    { name: 'Druckdaten Flyer.pdf', type: 'application/pdf', bytes: PDF },
    { name: 'Stanzkontur.png', type: 'image/png', bytes: PNG },
  ]);
  const list = page.getByRole('list', { name: 'Documents of this task' });
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  // The preview shows the image itself, and the first page of the PDF drawn by pdf.js.
  await list.getByRole('button', { name: 'Preview Stanzkontur.png' }).click();
  let preview = page.getByRole('dialog', { name: 'Preview: Stanzkontur.png' });
  await expect(preview.getByRole('img', { name: 'Stanzkontur.png' })).toHaveJSProperty('naturalWidth', 1);
  await preview.getByRole('button', { name: 'Close' }).click();
  await list.getByRole('button', { name: 'Preview Druckdaten Flyer.pdf' }).click();
  preview = page.getByRole('dialog', { name: 'Preview: Druckdaten Flyer.pdf' });
  const firstPage = preview.getByRole('img', { name: 'First page of Druckdaten Flyer.pdf' });
  await expect(firstPage).toBeVisible({ timeout: 15_000 });
  // A 200 × 200 pt page drawn to the dialog's width: a square canvas.
  const size = await firstPage.evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
  expect(size[0]).toBeGreaterThan(100);
  expect(size[0]).toBe(size[1]);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Invite the only printshop' }).click();
  await page.getByRole('dialog', { name: 'Send the invitations?' }).getByRole('button', { name: 'Send' }).click();
  const task = await invitedOf(page.request, draft);
  const alpha = task.suppliers[0]!;

  // The invitation names the documents; its link opens the printshop's page, which downloads them.
  await page.goto('/ua/mailbox');
  await page.getByRole('link', { name: new RegExp(`${alpha.email}.*Angebotsanfrage: Mailing Unterlagen`) }).click();
  const mail = page.getByTitle('Mail content').contentFrame();
  await expect(mail.getByText('Druckdaten Flyer.pdf')).toBeVisible();
  const [shop] = await Promise.all([
    context.waitForEvent('page'),
    mail.getByRole('link', { name: 'Angebot abgeben' }).click(),
  ]);
  const documents = shop.getByRole('region', { name: 'Unterlagen' });
  await expect(documents.getByRole('link')).toHaveCount(2);
  const [download] = await Promise.all([
    shop.waitForEvent('download'),
    documents.getByRole('link', { name: 'Druckdaten Flyer.pdf herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Druckdaten Flyer.pdf');
  const bytes = await readFile(await download.path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(PDF).digest('hex'));

  // Staff see who downloaded it.
  await page.goto(`/ua/task/${draft.taskId}`);
  await expect(list.getByRole('listitem').filter({ hasText: 'Druckdaten Flyer.pdf' })).toContainText(
    'Downloaded by: Druck Alpha',
  );
});

test('a printshop asks a question, staff answer it for everyone, another printshop reads it without the asker', async ({
  page,
  browser,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Fragen', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  const [alpha, bravo] = task.suppliers;
  const asker = await browser.newPage({ locale: 'de-DE' });
  await asker.goto(alpha!.link);
  await asker.getByRole('textbox', { name: 'Ihre Frage' }).fill('Ist die Stanzkontur verbindlich?');
  await asker.getByRole('button', { name: 'Frage senden' }).click();
  await expect(asker.getByText('Ist die Stanzkontur verbindlich?')).toBeVisible();

  // The Dashboard's card counts the question until it is answered.
  await page.goto('/ua');
  const card = page.getByRole('article', { name: 'Mailing Fragen' });
  await expect(card.getByText('1 unanswered question')).toBeVisible();
  await page.goto(`/ua/task/${task.taskId}`);
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions.getByText('Ist die Stanzkontur verbindlich?')).toBeVisible();
  await questions.getByRole('button', { name: 'Answer the question of Druck Alpha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer the question' });
  await dialog.getByRole('textbox', { name: 'Answer' }).fill('Ja, bitte genau so stanzen.');
  await expect(
    dialog.getByRole('radio', { name: 'Every invited printshop: published without naming the asker' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog).toBeHidden();
  await expect(questions.getByText('Ja, bitte genau so stanzen.')).toBeVisible();
  await page.goto('/ua');
  await expect(card).toBeVisible();
  await expect(card.getByText(/unanswered question/)).toHaveCount(0);

  const other = await browser.newPage({ locale: 'en-GB' });
  await other.goto(bravo!.link);
  await expect(other.getByText('Ist die Stanzkontur verbindlich?')).toBeVisible();
  await expect(other.getByText('Ja, bitte genau so stanzen.')).toBeVisible();
  await expect(other.getByText('Druck Alpha')).toHaveCount(0);
});

test('a printshop declines with a reason; staff see it in the printshop table', async ({
  page,
  browser,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Absage', [['Druck Alpha', 'de']]);
  const shop = await browser.newPage({ locale: 'de-DE' });
  await shop.goto(task.suppliers[0]!.link);
  await shop.getByRole('button', { name: 'Kein Angebot abgeben' }).click();
  const dialog = shop.getByRole('dialog', { name: 'Kein Angebot abgeben' });
  await dialog.getByRole('textbox', { name: 'Grund' }).fill('Maschine im Dezember ausgelastet');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(shop.getByText('Maschine im Dezember ausgelastet')).toBeVisible();

  await page.goto(`/ua/task/${task.taskId}`);
  const row = page.getByRole('table', { name: 'Printshops' }).getByRole('row', { name: /Druck Alpha/ });
  await expect(row).toContainText('Declined');
  await expect(row).toContainText('Reason: Maschine im Dezember ausgelastet');
});

test('a buyer sets the reminders of a sent tender and sends one by hand to the printshop still waited for', async ({
  page,
  account: _,
}) => {
  const task = await sentTask(page.request, 'Mailing Erinnerung', [
    ['Druck Alpha', 'de'],
    ['Print Bravo', 'en'],
  ]);
  await offer(page.request, task, task.suppliers[0]!, ['1000', '500']);
  await page.goto(`/ua/task/${task.taskId}`);
  const reminders = page.getByRole('region', { name: 'Reminders' });
  await reminders.getByRole('textbox', { name: 'Days before the deadline' }).fill('3');
  await reminders.getByRole('switch', { name: 'Ask “Did you receive our request?”' }).uncheck();
  await expect(reminders.getByRole('textbox', { name: 'Days after the invitation' })).toBeDisabled();
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder settings saved' })).toBeVisible();
  const saved = (await (await page.request.get(`/api/tasks/${task.taskId}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ remindDays: 3, unopenedDays: null });

  await reminders.getByRole('button', { name: 'Send reminder now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a reminder now?' });
  await expect(dialog).toContainText(
    'The reminder goes to 1 printshop still waited for: no offer or no-bid yet, or prices to confirm.',
  );
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reminder sent to 1 printshop' })).toBeVisible();
  await page.getByRole('button', { name: 'Mail log' }).click();
  const log = page.getByRole('table', { name: 'Mail log' });
  // The one by hand went out; the one planned 3 days before the deadline waits.
  const bravo = task.suppliers[1]!.email;
  await expect(log.getByRole('row', { name: new RegExp(`^Reminder ${bravo} Sent`) })).toBeVisible();
  await expect(log.getByRole('row', { name: new RegExp(`^Reminder ${bravo} Planned`) })).toBeVisible();
  await expect(log.getByRole('row', { name: /^Reminder “Did you receive our request\?”/ })).toHaveCount(0);
});
