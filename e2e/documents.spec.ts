import type { Page } from '@playwright/test';
import { zipOf } from '../src/server/test/zip.ts';
import { expectNoSeriousA11yIssues } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { shootRegion } from './support/shots.ts';
import { completeTask } from './support/sent-task.ts';
import { saveLanguage } from './support/tasks.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const withProgram = zipOf([
  ['Druckdaten/Motiv.pdf', '%PDF-1.4'],
  ['Druckdaten/tools/setup.exe', 'MZ'],
]);

const shoot = (page: Page, name: string) => shootRegion(page, /^(Documents|Unterlagen)$/, name);

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`a PDF named like a web page is kept as a PDF, an archive holding a program is refused, saying why (${width} px, en, de)`, async ({
    page,
    account: _,
  }) => {
    await page.setViewportSize({ width, height });
    for (const language of ['en', 'de'] as const) {
      const de = language === 'de';
      await saveLanguage(page.request, language);
      const created = await page.request.put('/api/tasks', { data: completeTask(`Mailing Unterlagen ${language}`) });
      const task = (await created.json()) as { id: string };
      await page.goto(`/ua/task/${task.id}`);
      await page.getByLabel(de ? 'Dateien auswählen' : 'Choose files').setInputFiles([
        { name: 'spec.html', mimeType: 'text/html', buffer: pdf },
        { name: 'Druckdaten.zip', mimeType: 'application/zip', buffer: withProgram },
      ]);

      const section = page.getByRole('region', { name: de ? 'Unterlagen' : 'Documents' });
      const list = section.getByRole('list', { name: de ? 'Unterlagen dieser Anfrage' : 'Documents of this task' });
      await expect(list.getByText('spec.html.pdf', { exact: true })).toBeVisible();
      const refusal = section.getByRole('alert');
      await expect(refusal).toContainText(
        de
          ? 'Druckdaten.zip wurde nicht hochgeladenDas Archiv enthält Druckdaten/tools/setup.exe, ein Programm oder Skript: Entfernen Sie es und laden Sie das Archiv erneut hoch.'
          : 'Druckdaten.zip was not uploadedThe archive holds Druckdaten/tools/setup.exe, a program or script: remove it and upload the archive again.',
      );
      // The browser saves it under the stored name, whatever name it came with.
      const download = page.waitForEvent('download');
      await list.getByRole('link', { name: de ? 'spec.html.pdf herunterladen' : 'Download spec.html.pdf' }).click();
      expect((await download).suggestedFilename()).toBe('spec.html.pdf');

      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yIssues(page, `the documents with a refused upload (${width} px, ${language})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `documents-refused-${language}-${width}.png`);
    }
  });
}
