import { expect, test } from './support/fixtures.ts';
import { field } from './support/account.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { shootPage } from './support/shots.ts';
import { dayInDays, saveLanguage, unique } from './support/tasks.ts';

// Issue 45 item 2: a buyer writes a structured spec in the German UI, with no free text in any language and
// neither note nor lettershop, and sees it as the Slovak printshop will read it. The editor's rules are component
// tests (src/web/features/formats/components/format-spec.test.tsx, features/tasks/components/format-spec.test.tsx).
test('a buyer gives a task a brochure through the spec form, in German at 1280 px; the preview reads it in Slovak', async ({
  page,
  account: _,
}) => {
  test.slow();
  await saveLanguage(page.request, 'de');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ua/task');
  const name = unique('Frühjahrskatalog');
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
  await format.getByRole('textbox', { name: 'Auflage' }).fill('2.000');
  const spec = format.getByRole('group', { name: 'Spezifikation' });
  await spec.getByRole('combobox', { name: 'Produkt' }).selectOption('brochure');
  await expect(spec.getByRole('combobox', { name: 'Bindung' })).toHaveValue('saddle-stitch');
  await spec.getByRole('textbox', { name: 'Umfang (Seiten)' }).fill('24');
  await spec.getByRole('combobox', { name: 'Format' }).selectOption('A5');
  await spec.getByRole('group', { name: 'Papier 2' }).getByRole('combobox', { name: 'Zertifikat' }).selectOption('FSC');
  await spec.getByRole('button', { name: 'Veredelung hinzufügen' }).click();
  await spec
    .getByRole('group', { name: 'Veredelung 1' })
    .getByRole('combobox', { name: 'Seite' })
    .selectOption('front');
  await page.getByRole('button', { name: 'Anfrage speichern' }).first().click();
  await expect(page.getByText('Anfrage gespeichert')).toBeVisible();
  // No note, no lettershop, no free text in any language: ready to be sent.
  await expect(page.getByRole('status').filter({ hasText: 'Bereit zum Versand' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /Katalog/ }).click();
  const reopened = page.getByRole('region', { name: /Katalog/ }).getByRole('group', { name: 'Spezifikation' });
  await expect(reopened.getByRole('combobox', { name: 'Produkt' })).toHaveValue('brochure');
  await expect(reopened.getByRole('textbox', { name: 'Umfang (Seiten)' })).toHaveValue('24');
  await expect(reopened.getByRole('combobox', { name: 'Format' })).toHaveValue('A5');
  const preview = reopened.getByRole('group', { name: 'Vorschau' });
  await preview.getByRole('tab', { name: 'Slovenčina' }).click();
  const panel = preview.getByRole('tabpanel');
  for (const text of [
    'Brožúra',
    'A5 (148 × 210 mm)',
    'Počet strán',
    'vnútro 135 g/m² natieraný matný, FSC',
    'väzba V1 (šitá drôtom)',
    'matná laminácia (líce)',
  ])
    await expect(panel.getByText(text, { exact: false }).first()).toBeVisible();

  await expectNoSeriousA11yIssues(page, 'a task format with its spec editor and preview');
  await shootPage(page, 'spec-form-de-1280', 4);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reopened.getByRole('combobox', { name: 'Produkt' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shootPage(page, 'spec-form-de-390', 6);
});
