import { describe, expect, it } from 'vitest';
import { ImportResultSchema } from '../../../shared/schemas/imports.ts';
import { WorkspaceEventListSchema } from '../../../shared/schemas/events.ts';
import { SupplierListSchema, SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { csvOf, importFile, xlsxOf } from '../../test/imports.ts';
import { read, readError } from '../../test/read.ts';

const header = ['Name', 'E-mail', 'Language', 'Contact person', 'Certificates'];
const rows = [
  header,
  ['Druck Nord', 'nord@example.com', 'de', 'Eva Nord', 'FSC | C123 | 2030-12-31'],
  ['', 'noname@example.com', 'en', '', ''],
  ['Tlač Juh', 'juh@example.sk', 'sk', '', ''],
  ['Bad Mail', 'not-an-address', 'fr', '', ''],
  ['', '', '', '', ''],
  ['Druck Nord again', 'NORD@example.com', '', '', ''],
];

describe('importing printshops', () => {
  const t = useTestApp();

  it('previews every row with its problems and saves nothing until confirmed; then skips only when told', async () => {
    const { cookie } = await signUp(t.app, 'importer');
    const api = apiAs(t.app, cookie);
    const file = csvOf(rows);
    const preview = await read(importFile(t.app, cookie, 'suppliers', file), ImportResultSchema);
    expect(preview).toMatchObject({ saved: false, created: 2, updated: 0, skipped: 3, ignoredColumns: [] });
    expect(preview.rows.map((r) => [r.row, r.action, r.problems.map((p) => `${p.column}:${p.code}`)])).toEqual([
      [2, 'create', []],
      [3, 'skip', ['Name:required']],
      [4, 'create', []],
      [5, 'skip', ['E-mail:email', 'Language:invalid']],
      [7, 'skip', ['E-mail:repeated']],
    ]);
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items).toEqual([]);

    const refused = await readError(importFile(t.app, cookie, 'suppliers', file, 'confirm=1'), 409);
    expect(refused).toMatchObject({ code: 'IMPORT_PROBLEMS', params: { rows: '3, 5, 7', count: 3 } });
    expect((await read(api.get('/api/suppliers'), SupplierListSchema)).items).toEqual([]);

    const saved = await read(
      importFile(t.app, cookie, 'suppliers', file, 'confirm=1&skipInvalid=1'),
      ImportResultSchema,
    );
    expect(saved).toMatchObject({ saved: true, created: 2, updated: 0, skipped: 3 });
    const list = (await read(api.get('/api/suppliers'), SupplierListSchema)).items;
    expect(list.map((s) => [s.name, s.email, s.language, s.certificates])).toEqual([
      ['Druck Nord', 'nord@example.com', 'de', [{ kind: 'FSC', number: 'C123', validUntil: '2030-12-31' }]],
      ['Tlač Juh', 'juh@example.sk', 'sk', []],
    ]);
    const trail = (await read(api.get('/api/workspace/events'), WorkspaceEventListSchema)).items;
    expect(trail.filter((e) => e.kind === 'suppliers-imported').map((e) => e.values.map((v) => v.new))).toEqual([
      ['2', '2', '0', '3'],
    ]);
  });

  it('updates a printshop of the same e-mail instead of doubling it, from an XLSX with German headers', async () => {
    const { cookie } = await signUp(t.app, 'importer2');
    const api = apiAs(t.app, cookie);
    const { id } = await read(
      api.put('/api/suppliers', { name: 'Alt', email: 'same@example.com', contactPerson: 'Kept' }),
      SupplierSchema,
      201,
    );
    const file = await xlsxOf([
      ['Name', 'E-Mail', 'Sprache', 'Land', 'Zertifikate', 'Bemerkung'],
      ['Neu GmbH', 'Same@Example.com', 'Englisch', 'at', 'PEFC | 2031-01-31', 'egal'],
      ['Zweite GmbH', 'zwei@example.com', '', '', '', ''],
    ]);
    const preview = await read(importFile(t.app, cookie, 'suppliers', file), ImportResultSchema);
    expect(preview).toMatchObject({ created: 1, updated: 1, skipped: 0, ignoredColumns: ['Bemerkung'] });
    expect(preview.rows.map((r) => r.action)).toEqual(['update', 'create']);
    await read(importFile(t.app, cookie, 'suppliers', file, 'confirm=1'), ImportResultSchema);
    const list = (await read(api.get('/api/suppliers'), SupplierListSchema)).items;
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.id === id)).toMatchObject({
      name: 'Neu GmbH',
      email: 'same@example.com',
      language: 'en',
      country: 'AT',
      contactPerson: 'Kept',
      version: 2,
      certificates: [{ kind: 'PEFC', number: '', validUntil: '2031-01-31' }],
    });
  });

  it('refuses a file it cannot read or whose first row names no e-mail column', async () => {
    const { cookie } = await signUp(t.app, 'importer3');
    const missing = await readError(importFile(t.app, cookie, 'suppliers', csvOf([['Name'], ['X']])), 400);
    expect(missing).toMatchObject({ code: 'IMPORT_COLUMNS', field: 'file' });
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3]);
    expect(await readError(importFile(t.app, cookie, 'suppliers', binary), 400)).toMatchObject({
      code: 'IMPORT_UNREADABLE',
    });
    const api = apiAs(t.app, cookie);
    expect(await readError(api.post('/api/suppliers/import', {}), 400)).toMatchObject({ code: 'NO_FILE' });
    const huge = Buffer.concat([csvOf(rows), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(await readError(importFile(t.app, cookie, 'suppliers', huge), 413)).toMatchObject({
      code: 'IMPORT_TOO_LARGE',
    });
  });

  it('offers the template in English and German, as XLSX and CSV, which imports as it is', async () => {
    const { cookie } = await signUp(t.app, 'importer4');
    const api = apiAs(t.app, cookie);
    const csv = await api.get('/api/suppliers/import-template?format=csv&lang=de');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('lieferanten.csv');
    expect(csv.body).toContain('Name;E-Mail;Sprache;Ansprechpartner');
    const xlsx = await api.get('/api/suppliers/import-template?format=xlsx&lang=en');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const filled = Buffer.concat([csv.rawPayload, Buffer.from('Druck Süd;sued@example.com;de\r\n')]);
    const preview = await read(importFile(t.app, cookie, 'suppliers', filled), ImportResultSchema);
    expect(preview.rows).toEqual([{ row: 2, label: 'Druck Süd', action: 'create', problems: [] }]);
  });

  it("creates beside another workspace's printshop of the same e-mail, never touching it", async () => {
    const other = apiAs(t.app, (await signUp(t.app, 'importer5')).cookie);
    await read(other.put('/api/suppliers', { name: 'Theirs', email: 'shared@example.com' }), SupplierSchema, 201);
    const { cookie } = await signUp(t.app, 'importer6');
    const file = csvOf([
      ['Name', 'E-mail'],
      ['Mine', 'shared@example.com'],
    ]);
    const saved = await read(importFile(t.app, cookie, 'suppliers', file, 'confirm=1'), ImportResultSchema);
    expect(saved).toMatchObject({ created: 1, updated: 0 });
    expect((await read(other.get('/api/suppliers'), SupplierListSchema)).items.map((s) => s.name)).toEqual(['Theirs']);
    const formats = await apiAs(t.app, cookie).get('/api/formats/import-template?format=csv&lang=de');
    expect(formats.body).toContain('Titel;Produkt;Größe;Breite (mm);Höhe (mm);Seiten;Druckfarben (4/4)');
  });
});
