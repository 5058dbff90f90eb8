import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvRows, readWorkbook, sheetRows } from '../../test/exports.ts';
import { foreignOffer } from '../../test/foreign-offer.ts';
import { useTestApp } from '../../test/helper.ts';

const EUR = '#,##0.00 "€"';
const CZK = '#,##0.00 "CZK"';

describe('exports of a comparison with an offer in another currency', () => {
  const t = useTestApp();

  it('writes each amount in the XLSX with its own currency, the converted ones in the task’s, said in the header', async () => {
    const { api, task, award } = await foreignOffer(t.app);
    await award();
    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const [, header, ...rows] = sheetRows(book.worksheets[0]!);
    const labels = header!.map((c) => c.value);
    const at = (label: string) => labels.indexOf(label);
    const row = (name: string) => rows.find((r) => r[0]!.value === name)!;
    const czech = row('Druck 0');
    const cell = (r: ExcelJS.Cell[], label: string) => [r[at(label)]!.value, r[at(label)]!.numFmt];
    // Flyer 5,000 and Brief 2,000: the CZK offer's prices in CZK, the Flyer's lowest incl. delivery (820 EUR).
    expect([czech[2]!.value, czech[2]!.numFmt, czech[3]!.value, czech[3]!.numFmt]).toEqual([20000, CZK, 10000, CZK]);
    expect((czech[2]!.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFC6EFCE');
    expect(cell(czech, 'Total incl. delivery (EUR)')).toEqual([1220, EUR]);
    expect(cell(czech, 'Total as quoted')).toEqual([30500, CZK]);
    expect(cell(czech, 'Delivery cost')).toEqual([500, CZK]);
    expect(cell(czech, 'Currency')).toEqual(['CZK', undefined]);
    expect(czech[at('Ordered price')]!.numFmt).toBe(CZK);
    const euro = row('Druck 2');
    expect([euro[2]!.numFmt, euro[3]!.numFmt]).toEqual([EUR, EUR]);
    expect(cell(euro, 'Total incl. delivery (EUR)')).toEqual([1100, EUR]);
    expect(cell(euro, 'Currency')).toEqual(['EUR', undefined]);

    const ordered = sheetRows(book.getWorksheet('Ordered')!).map((r) => r.map((c) => [c.value, c.numFmt]));
    expect(ordered.map((r) => [r[0]![0], r[1]![0], r[5]![0], r[5]![1]])).toEqual([
      ['Format', 'Printshop', 'Price', undefined],
      ['Flyer A5', 'Druck 0', 20000, CZK],
      ['Brief DIN lang', 'Druck 2', 200, EUR],
      ['Delivery cost', 'Druck 0', 500, CZK],
      ['Delivery cost', 'Druck 2', 0, EUR],
      ['Total incl. delivery', 'Druck 0', 20500, CZK],
      ['Total incl. delivery', 'Druck 2', 200, EUR],
      // 800 + 20 + 200 EUR: the award in the task's currency.
      ['Total incl. delivery (EUR)', null, 1020, EUR],
    ]);

    const [, , ...history] = sheetRows(book.getWorksheet('Offer history')!);
    const revision = history.find((r) => r[0]!.value === 'Druck 0')!;
    expect([revision[2]!.numFmt, revision[3]!.value, revision[3]!.numFmt]).toEqual([CZK, 20000, CZK]);
  });

  it('names the currency of each amount in the CSV', async () => {
    const { api, task } = await foreignOffer(t.app);
    await api.post('/api/account/settings', { language: 'de', signature: '' });
    const [header, ...rows] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ';');
    const at = (label: string) => header!.indexOf(label);
    const czech = rows.find((r) => r[0] === 'Druck 0')!;
    const euro = rows.find((r) => r[0] === 'Druck 2')!;
    const read = (r: string[]) =>
      ['Flyer A5 5.000', 'Summe inkl. Lieferkosten (EUR)', 'Summe wie angeboten', 'Lieferkosten', 'Währung'].map(
        (label) => r[at(label)],
      );
    expect(read(czech)).toEqual(['20000,00', '1220,00', '30500,00', '500,00', 'CZK']);
    expect(read(euro)).toEqual(['900,00', '1100,00', '1100,00', '', 'EUR']);
  });
});
