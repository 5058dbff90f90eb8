import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { notice, openFromSidebar, switchToGerman, textbox } from './support/records.ts';

async function fillTexts(
  dialog: Locator,
  group: string,
  texts: [weight: string, personalisation: string, description: string],
) {
  const fields = dialog.getByRole('group', { name: group });
  await textbox(fields, 'Grammatur').fill(texts[0]);
  await textbox(fields, 'Personalisierung').fill(texts[1]);
  await textbox(fields, 'Beschreibung').fill(texts[2]);
}

// The dialog's required field and the table's text-language toggle are component tests
// (src/web/features/formats/routes/formats-page.test.tsx).
test('formats in the German UI: create with texts in three languages, edit and delete', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.slow();
  await switchToGerman(page);
  await openFromSidebar(page, 'Hauptnavigation', 'Formate');
  await expect(page).toHaveURL(/\/ua\/format$/);
  await expect(page.getByText('Noch keine Formate')).toBeVisible();

  await page.getByRole('button', { name: 'Format hinzufügen' }).click();
  let dialog = page.getByRole('dialog', { name: 'Neues Format' });
  await textbox(dialog, 'Titel').fill('Mailing A4');
  await textbox(dialog, 'Format').fill('DIN A4');
  await textbox(dialog, 'Farbigkeit').fill('4/4');
  await textbox(dialog, 'Perforation').fill('keine');
  await textbox(dialog, 'Falz').fill('Wickelfalz');
  await fillTexts(dialog, 'Texte auf Englisch', ['80 gsm', 'Name and address', 'Letter, English']);
  await fillTexts(dialog, 'Texte auf Deutsch', ['90 g/m²', 'Name und Adresse', 'Brief, deutsch']);
  await fillTexts(dialog, 'Texte auf Slowakisch', ['100 g/m²', 'Meno a adresa', 'List, slovensky']);
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(notice(page, 'Format angelegt')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table shows the German texts first; the Slovak ones come back as typed.
  const table = page.getByRole('table', { name: 'Formate' });
  const row = table.getByRole('row', { name: /Mailing A4/ });
  await expect(row).toContainText('DIN A4');
  await expect(row).toContainText('Wickelfalz');
  await expect(row).toContainText('Brief, deutsch');
  const toggle = page.getByRole('group', { name: 'Sprache der Texte' });
  await toggle.getByRole('button', { name: 'Slowakisch' }).click();
  await expect(row).toContainText('Meno a adresa');

  await page.getByRole('button', { name: 'Mailing A4 bearbeiten' }).click();
  dialog = page.getByRole('dialog', { name: 'Format bearbeiten' });
  await expect(textbox(dialog.getByRole('group', { name: 'Texte auf Deutsch' }), 'Grammatur')).toHaveValue('90 g/m²');
  await fillTexts(dialog, 'Texte auf Slowakisch', ['120 g/m²', 'Meno a adresa', 'List, slovensky, nový']);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(notice(page, 'Format gespeichert')).toBeVisible();
  await expect(row).toContainText('List, slovensky, nový');
  await expect(row).toContainText('120 g/m²');

  await page.getByRole('button', { name: 'Mailing A4 löschen' }).click();
  dialog = page.getByRole('dialog', { name: 'Format löschen?' });
  await expect(dialog).toContainText('„Mailing A4“ wird gelöscht');
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(notice(page, 'Format gelöscht')).toBeVisible();
  await expect(page.getByText('Noch keine Formate')).toBeVisible();
});
