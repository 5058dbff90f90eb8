import { describe, expect, it } from 'vitest';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { WorkspaceEventListSchema } from '../../../shared/schemas/events.ts';
import { ImportResultSchema } from '../../../shared/schemas/imports.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { csvOf, importFile, xlsxOf } from '../../test/imports.ts';
import { read, readError } from '../../test/read.ts';

describe('importing stored formats', () => {
  const t = useTestApp();

  it('reads the spec’s main fields, previews broken rows and saves the good ones only when told', async () => {
    const { cookie } = await signUp(t.app, 'fimport');
    const api = apiAs(t.app, cookie);
    const file = csvOf(
      [
        ['Title', 'Product', 'Size', 'Pages', 'Print colours (4/4)', 'Paper', 'Grammage (g/m²)', 'Description (DE)'],
        ['Flyer A5', 'flyer', 'a5', '', '4/4', 'coated-gloss', '135', 'Beidseitig'],
        ['Katalog', 'catalogue', 'A4', '48', '4+1/4', 'coated-matt', '115', ''],
        ['Broken', 'poster', 'A9', '', 'rainbow', 'silk', '20', ''],
        ['Just text', '', '', '', '', '', '', 'Nur Text'],
      ],
      ';',
    );
    const preview = await read(importFile(t.app, cookie, 'formats', file), ImportResultSchema);
    expect(preview).toMatchObject({ saved: false, created: 3, updated: 0, skipped: 1 });
    expect(preview.rows[2]!.problems.map((p) => `${p.column}:${p.code}`)).toEqual([
      'Print colours (4/4):invalid',
      'Paper:oneOf',
      'Grammage (g/m²):tooSmall',
      'Size:oneOf',
    ]);
    expect((await read(api.get('/api/formats'), FormatListSchema)).items).toEqual([]);
    expect(await readError(importFile(t.app, cookie, 'formats', file, 'confirm=1'), 409)).toMatchObject({
      code: 'IMPORT_PROBLEMS',
      params: { rows: '4' },
    });

    await read(importFile(t.app, cookie, 'formats', file, 'confirm=true&skipInvalid=true'), ImportResultSchema);
    const items = (await read(api.get('/api/formats'), FormatListSchema)).items;
    expect(items.map((f) => f.title)).toEqual(['Flyer A5', 'Just text', 'Katalog']);
    expect(items[0]).toMatchObject({
      de: { description: 'Beidseitig' },
      spec: {
        product: 'flyer',
        size: { name: 'A5', widthMm: 148, heightMm: 210 },
        colors: { front: { process: 'cmyk', spot: 0 }, back: { process: 'cmyk', spot: 0 } },
        papers: [{ part: 'all', kind: 'coated-gloss', grammage: 135 }],
      },
    });
    expect(items[1]!.spec).toBeNull();
    expect(items[2]!.spec).toMatchObject({ pages: 48, colors: { front: { process: 'cmyk', spot: 1 } } });
    const trail = (await read(api.get('/api/workspace/events'), WorkspaceEventListSchema)).items;
    expect(trail.filter((e) => e.kind === 'formats-imported')).toHaveLength(1);
  });

  it('updates the stored format of the same title, keeping what the row leaves empty (XLSX, German headers)', async () => {
    const { cookie } = await signUp(t.app, 'fimport2');
    const api = apiAs(t.app, cookie);
    const stored = await read(
      api.put('/api/formats', { title: 'Visitenkarten', color: '4/0', en: { description: 'Cards' } }),
      FormatSchema,
      201,
    );
    const file = await xlsxOf([
      ['Titel', 'Beschreibung (DE)', 'Produkt', 'Breite (mm)', 'Höhe (mm)', 'Druckfarben (4/4)'],
      ['visitenkarten', 'Karten', 'business-cards', 85, 55, '4/0'],
    ]);
    const saved = await read(importFile(t.app, cookie, 'formats', file, 'confirm=1'), ImportResultSchema);
    expect(saved).toMatchObject({ saved: true, created: 0, updated: 1 });
    const items = (await read(api.get('/api/formats'), FormatListSchema)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: stored.id,
      title: 'visitenkarten',
      color: '4/0',
      version: 2,
      en: { description: 'Cards' },
      de: { description: 'Karten' },
      spec: { product: 'business-cards', size: { widthMm: 85, heightMm: 55 } },
    });
  });
});
