import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { csvRows, readWorkbook, sheetRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { inDays } from '../../test/tasks.ts';

describe('exports after a split award', () => {
  const t = useTestApp();

  /**
   * Two printshops on the scaled tender (Flyer 1,000 / 2,500 / 5,000 and run-on, Brief 2,000): the Flyer's
   * 2,500 goes to Druck A's main offer, the Brief to Druck B's alternative.
   */
  async function splitAward() {
    const awarded = await scaledTask(t.app, [
      ['Druck A', 'de'],
      ['Druck B', 'en'],
    ]);
    const { api, task, suppliers, flyerId, letterId, pub } = awarded;
    const scales = (s1000: number, s2500: number) => [
      { count: 1000, price: s1000 },
      { count: 2500, price: s2500 },
    ];
    const a = await pub(0).post({
      formats: [
        { id: flyerId, price: 900, scales: scales(300, 600), runOnPer1000: 100 },
        { id: letterId, price: 150 },
      ],
    });
    expect(a.statusCode).toBe(200);
    const b = await pub(1).post({
      formats: [
        { id: flyerId, price: 1100, scales: scales(420, 700), runOnPer1000: 170 },
        { id: letterId, price: 280, alternative: { description: '90 g statt 100 g', price: 230 } },
      ],
    });
    expect(b.statusCode).toBe(200);
    const award = api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyerId, supplierId: suppliers[0]!.id, count: 2500 },
        { formatId: letterId, supplierId: suppliers[1]!.id, alternative: true },
      ],
    });
    expect(await read(award, NoticeSchema)).toMatchObject({ code: 'ORDER_SENT' });
    return awarded;
  }

  const values = (row: ExcelJS.Cell[]) => row.map((c) => c.value ?? null);

  it('lists each printshop that offered with its certificates and its scorecard in the XLSX', async () => {
    const { api, task, suppliers } = await splitAward();
    const [a, b] = [suppliers[0]!, suppliers[1]!];
    const fsc = { kind: 'FSC', number: 'FSC-C012345', validUntil: '2031-12-31' };
    expect((await api.post(`/api/suppliers/${a.id}`, { certificates: [fsc] })).statusCode).toBe(200);
    const delivery = { deliveredOn: inDays(0), quality: 4, note: '' };
    expect((await api.post(`/api/tasks/${task.id}/deliveries/${a.id}`, delivery)).statusCode).toBe(200);
    expect((await api.get(`/api/suppliers/${b.id}/scorecard`)).statusCode).toBe(200);

    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const sheet = book.getWorksheet('Lieferanten')!;
    const [header, ...rows] = sheetRows(sheet);
    expect(values(header!)).toEqual([
      'Lieferant',
      'Zertifikate',
      'Aufträge',
      'Pünktlich',
      'Durchschnittliche Qualität (1–5)',
    ]);
    // Both won a share: one order each; only A's delivery is recorded (on time, quality 4).
    expect(rows.map(values).sort((x, y) => String(x[0]).localeCompare(String(y[0])))).toEqual([
      ['Druck A', 'FSC (gültig bis 31.12.2031)', 1, 1, 4],
      ['Druck B', null, 1, null, null],
    ]);
    const rowA = rows.find((r) => r[0]!.value === 'Druck A')!;
    expect([rowA[3]!.numFmt, rowA[4]!.numFmt]).toEqual(['0%', '0.0']);
  });

  it('lists in the XLSX what was ordered: per format the printshop, main offer or alternative, quantity, price; each order’s total incl. delivery', async () => {
    const { api, task } = await splitAward();
    const res = await api.get(`/api/tasks/${task.id}/offers.xlsx`);
    expect(res.statusCode).toBe(200);
    const book = await readWorkbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Preisvergleich',
      'Bestellt',
      'Angebotsverlauf',
      'Lieferanten',
      'Anfrage',
    ]);

    const ordered = sheetRows(book.worksheets[1]!);
    expect(ordered.map(values)).toEqual([
      ['Format', 'Lieferant', 'Bestellt als', 'Beschreibung der Alternative', 'Auflage', 'Preis'],
      ['Flyer A5', 'Druck A', 'Hauptangebot', null, 2500, 600],
      ['Brief DIN lang', 'Druck B', 'Alternative', '90 g statt 100 g', 2000, 230],
      // Neither stated a delivery cost: each order costs its prices.
      ['Lieferkosten', 'Druck A', null, null, null, 0],
      ['Lieferkosten', 'Druck B', null, null, null, 0],
      ['Summe inkl. Lieferkosten', 'Druck A', null, null, null, 600],
      ['Summe inkl. Lieferkosten', 'Druck B', null, null, null, 230],
      ['Summe inkl. Lieferkosten', null, null, null, null, 830],
    ]);
    expect(ordered[2]![5]!.numFmt).toBe('#,##0.00 "€"');

    // On the comparison, the row that was ordered says so: Druck B's alternative, not its main offer.
    const [groups, header, ...rows] = sheetRows(book.worksheets[0]!);
    expect(values(header!).slice(11)).toEqual([
      'Hinweise',
      'Markierungen',
      'Währung',
      'Bestellte Auflage',
      'Bestellpreis',
      'Bestellte Auflage',
      'Bestellpreis',
    ]);
    expect([groups![14]!.value, groups![16]!.value]).toEqual(['Flyer A5', 'Brief DIN lang']);
    // The marks stand beside what was ordered: the award need not follow them.
    expect(rows[0]![12]!.value).toContain('niedrigste Summe');
    expect(rows[2]![12]!.value).toBeNull();
    expect(
      rows.slice(0, 3).map((r) => values(r).slice(0, 2).concat(values(r).slice(11, 12), values(r).slice(14))),
    ).toEqual([
      ['Druck A', null, 'bestellt', 2500, 600, null, null],
      ['Druck B', null, null, null, null, null, null],
      ['Druck B', 'Alternative', 'Brief DIN lang: 90 g statt 100 g; bestellt', null, null, 2000, 230],
    ]);
  });

  it('marks in the CSV, German and English, which row was ordered at which quantity and price', async () => {
    const { api, task } = await splitAward();
    const [header, ...rows] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ';');
    expect(header!.slice(11)).toEqual([
      'Hinweise',
      'Markierungen',
      'Währung',
      'Flyer A5 Bestellte Auflage',
      'Flyer A5 Bestellpreis',
      'Brief DIN lang Bestellte Auflage',
      'Brief DIN lang Bestellpreis',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[11], ...r.slice(14)])).toEqual([
      ['Druck A', '', 'bestellt', '2500', '600,00', '', ''],
      ['Druck B', '', '', '', '', '', ''],
      ['Druck B', 'Alternative', 'Brief DIN lang: 90 g statt 100 g; bestellt', '', '', '2000', '230,00'],
    ]);

    await api.post('/api/account/settings', { language: 'en', signature: '' });
    const [enHeader, ...enRows] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ',');
    expect(enHeader!.slice(14)).toEqual([
      'Flyer A5 Ordered quantity',
      'Flyer A5 Ordered price',
      'Brief DIN lang Ordered quantity',
      'Brief DIN lang Ordered price',
    ]);
    expect(enRows.map((r) => [r[0], r[1], r[11], ...r.slice(14)])).toEqual([
      ['Druck A', '', 'ordered', '2500', '600.00', '', ''],
      ['Druck B', '', '', '', '', '', ''],
      ['Druck B', 'Alternative', 'Brief DIN lang: 90 g statt 100 g; ordered', '', '', '2000', '230.00'],
    ]);
  });
});
