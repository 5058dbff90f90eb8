import { field } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { createFormat, createShop, dayInDays, saveLanguage, unique } from './support/tasks.ts';

test('a buyer plans a task with a stored and an empty format, tries the test mail and sends it to every printshop', async ({
  page,
  signedIn: _signedIn,
}) => {
  // A whole journey: account, printshops, mails through the outbox.
  test.slow();
  const stored = unique('Flyer A5');
  await createFormat(page.request, stored);
  const shops = [
    await createShop(page.request, unique('Druckerei Nord'), 'de'),
    await createShop(page.request, unique('Print South'), 'en'),
  ];
  const name = unique('Sommerkatalog');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();

  // Create, the address preset from the server's configuration; the form's rules are component tests
  // (src/web/features/tasks/components/create-task-dialog.test.tsx, task-form.test.tsx).
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await expect(field(page, 'Delivery address')).toHaveValue('Einkauf, Lieferweg 1, 10115 Berlin');
  await field(page, 'Name').fill(name);
  await field(page, 'Note').fill('Bitte mit Lieferung anbieten');
  await field(page, 'Lettershop').fill('Lettershop Nord, Hamburg');
  await field(page, 'Delivery date').fill(dayInDays(30));
  await field(page, 'Offer deadline').fill(dayInDays(10));
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/ua\/task\/[\w-]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'Pending' });
  await expect(banner).toContainText('Pending — fill out every field and save');
  await expect(banner).toContainText('Missing: at least one format');

  // One format copied from the stored ones, one empty one filled in.
  await page.getByRole('button', { name: 'Add format' }).click();
  await page.getByRole('menuitem', { name: stored }).click();
  const copied = page.getByRole('region', { name: stored });
  await copied.getByRole('textbox', { name: 'Quantity' }).fill('5000');
  await page.getByRole('button', { name: 'Add format' }).click();
  await page.getByRole('menuitem', { name: 'Empty format' }).click();
  const empty = page.getByRole('region', { name: 'New format' });
  await empty.getByRole('textbox', { name: 'Title' }).fill('Brief DIN lang');
  const letter = page.getByRole('region', { name: /Brief DIN lang/ });
  await letter.getByRole('textbox', { name: 'Quantity' }).fill('2000');
  await letter.getByRole('tab', { name: 'German' }).click();
  await letter.getByRole('textbox', { name: 'Weight' }).fill('90 g');
  await page.getByRole('button', { name: 'Save task' }).first().click();
  await expect(page.getByText('Task saved')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ready to be sent' })).toBeVisible();

  // The test mail goes to the buyer and lands in the Mailbox.
  await page.getByRole('button', { name: 'Test mail' }).click();
  await expect(page.getByText('Test mail sent')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Still editable' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Mailbox/ })
    .click();
  // In the task's language (German, the preset), whatever the buyer's interface speaks.
  await expect(page.getByRole('link', { name: new RegExp(`\\[Test\\] Angebotsanfrage: ${name}`) })).toBeVisible({
    timeout: 20_000,
  });
  await page.goBack();

  // In German: invite all (no printshop picked); the rows follow the mails through the outbox.
  await saveLanguage(page.request, 'de');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Noch bearbeitbar' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Lieferanten' });
  await expect(table.getByRole('row', { name: new RegExp(shops[0]!.name) })).toContainText('Nicht eingeladen');
  await page.getByRole('button', { name: 'Alle 2 einladen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Einladungen senden?' });
  await expect(confirm).toContainText('Die Einladung geht an 2 Lieferanten.');
  await confirm.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Mail versandt')).toBeVisible();
  for (const shop of shops) {
    await expect(table.getByRole('row', { name: new RegExp(shop.name) })).toContainText(/Versandt|Geöffnet/, {
      timeout: 15_000,
    });
    await expect(table.getByRole('row', { name: new RegExp(shop.name) })).toContainText(
      /\d\d\.\d\d\.\d{4} - \d\d:\d\d/,
    );
  }

  // At 50 the task is amended, not edited: what the printshops were invited to stays as it is.
  await expect(page.getByRole('status').filter({ hasText: 'Versendet — Angebote prüfen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anfrage speichern' })).toHaveCount(0);
  // Read-only once sent: Amend opens what an amendment may change.
  await page.getByRole('button', { name: 'Ändern', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Anfrage ändern…' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /einladen$/ })).toHaveCount(0);
  await expect(field(page, 'Name')).not.toBeEditable();

  // The list shows the task with its state in a word (the sentence as its tooltip) and its two invited
  // printshops; a sent task is not deleted there.
  await page.getByRole('link', { name: 'Alle Anfragen' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTitle('Versendet — Angebote prüfen und eines wählen oder auf ein besseres warten')).toHaveText(
    'Offen',
  );
  await expect(row).toContainText('0 / 2');
  await expect(row.getByRole('button', { name: `${name} löschen` })).toHaveCount(0);

  // It is cancelled on its page, with a word to the printshops.
  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Anfrage aufheben…' }).click();
  const cancel = page.getByRole('dialog', { name: 'Anfrage aufheben?' });
  await expect(cancel).toContainText('endet ohne Auftrag');
  await cancel.getByRole('textbox', { name: 'Nachricht an die Lieferanten' }).fill('Der Katalog entfällt.');
  await cancel.getByRole('button', { name: 'Anfrage aufheben' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Aufgehoben — die Anfrage endete ohne Auftrag' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anfrage ändern…' })).toHaveCount(0);
});
