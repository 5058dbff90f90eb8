import { toDisplayDate } from '../src/shared/dates.ts';
import { textbox } from './support/records.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/mailbox.ts';
import { completeTask, inDays, sentTask, type Invited } from './support/sent-task.ts';

test.describe.configure({ timeout: 90_000 });

test('a buyer moves the deadline of a sent tender; the printshop page shows the change and the mail says old → new', async ({
  page,
  browser,
  account: _,
}) => {
  const sent = await sentTask(page.request, 'Mailing Winter', [['Druck Alpha', 'de']]);
  const alpha = sent.suppliers[0] as Invited;
  const shop = await browser.newPage({ locale: 'de-DE' });
  await shop.goto(alpha.link);
  await expect(shop.getByText(toDisplayDate(inDays(10), 'de'))).toBeVisible();

  // The tender's fields are read-only once sent, until Amend opens them.
  await page.goto(`/ua/task/${sent.taskId}/spec`);
  await expect(textbox(page, 'Offer deadline')).toHaveAttribute('readonly');
  await page.getByRole('button', { name: 'Amend', exact: true }).click();
  await expect(page.getByText(/The invitations went out\. Change the dates/)).toBeVisible();
  await expect(textbox(page, 'Name')).toHaveAttribute('readonly');
  await textbox(page, 'Offer deadline').fill(toDisplayDate(inDays(20), 'en'));
  await page.getByRole('button', { name: 'Amend task…' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Send the amendment?' });
  await expect(
    dialog.getByText(`Offer deadline: ${toDisplayDate(inDays(10), 'en')} → ${toDisplayDate(inDays(20), 'en')}`),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message to the printshops' }).fill('Mehr Zeit für Ihr Angebot.');
  await dialog.getByRole('button', { name: 'Send amendment' }).click();
  await expect(page.getByText('Amendment sent')).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByText(/^Revision 1 · /)).toBeVisible();
  await expect(revisions.getByText('Message: Mehr Zeit für Ihr Angebot.')).toBeVisible();

  await shop.reload();
  const changes = shop.getByRole('region', { name: 'Änderungen der Anfrage' });
  await expect(changes.getByText('Mehr Zeit für Ihr Angebot.')).toBeVisible();
  await expect(
    changes.getByText(`${toDisplayDate(inDays(10), 'de')} → ${toDisplayDate(inDays(20), 'de')}`),
  ).toBeVisible();
  await expect.poll(async () => (await mailsTo(page.request, alpha.email, /^Änderung der Anfrage: /)).length).toBe(1);
});

test('the test mail’s link opens a preview of the printshop page, as does the task page', async ({
  page,
  browser,
  account,
}) => {
  const created = await page.request.put('/api/tasks', { data: completeTask('Mailing Vorschau') });
  const task = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/tasks/${task.id}/suppliers/test`)).ok()).toBe(true);
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(page.request, account.email, /^\[Test\] Angebotsanfrage: Mailing Vorschau$/))[0];
      if (!mail) return '';
      const { text } = (await (await page.request.get(`/api/mailbox/${mail.id}`)).json()) as { text: string };
      return (link = /https?:\/\/\S+\/pub\/offer\/\S+#t=\S+/.exec(text)?.[0] ?? '');
    })
    .not.toBe('');

  const preview = await browser.newPage();
  await preview.goto(link);
  await expect(preview.getByText(/^Vorschau: So sieht ein Lieferant Ihre Anfrage/)).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Mailing Vorschau', level: 1 })).toBeVisible();
  await expect(preview.getByText('Sie wurden nicht eingeladen')).toHaveCount(0);
  await expect(preview.getByRole('button', { name: /Angebot/ })).toHaveCount(0);

  await page.goto(`/ua/task/${task.id}`);
  const button = page.getByRole('link', { name: 'Preview the printshop page (opens in a new tab)' });
  // The same page; each link is signed when it is made, with an expiry of its own (a day).
  const [address] = link.split('#t=');
  const escaped = address!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(button).toHaveAttribute('href', new RegExp(`^${escaped}#t=\\d+\\.[\\w-]+\\.[\\w-]{32}$`));
});

test('two colleagues edit one task: the second gets the conflict, reloads, and still sees what they typed', async ({
  page,
  browser,
  signedIn: _,
}) => {
  const created = await page.request.put('/api/tasks', { data: completeTask('Mailing Konflikt') });
  const task = (await created.json()) as { id: string };
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  await page.goto(`/ua/task/${task.id}`);
  await second.goto(`/ua/task/${task.id}`);
  // The second form must hold the task as it was: a page still loading would read the first colleague's save.
  await expect(textbox(second, 'Name')).toHaveValue('Mailing Konflikt');

  await textbox(page, 'Name').fill('Mailing Konflikt A');
  await page.getByRole('button', { name: 'Save task' }).first().click();
  await expect(page.getByText('Task saved')).toBeVisible();

  await textbox(second, 'Note').fill('Bitte mit Muster');
  await second.getByRole('button', { name: /Brief DIN lang/ }).click();
  const letter = second.getByRole('region', { name: /Brief DIN lang/ });
  await letter.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2400');
  await second.getByRole('button', { name: 'Save task' }).first().click();
  const conflict = second.getByRole('alert').filter({ hasText: /changed this task at/ });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(textbox(second, 'Name')).toHaveValue('Mailing Konflikt A');
  await expect(conflict.getByText('What you typed (not saved):')).toBeVisible();
  await expect(conflict.getByText('Bitte mit Muster')).toBeVisible();
  // A typed format edit is kept in the list too, not thrown away with the form's old values.
  await expect(conflict.getByText('Brief DIN lang · Quantity')).toBeVisible();
  await expect(conflict.getByText('2400')).toBeVisible();
  await other.close();
});
