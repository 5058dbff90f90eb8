import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { csvRows, readWorkbook, sheetRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { flyer } from '../../test/tasks.ts';

/** A cell's note as ExcelJS reads it back: a string, or rich text. */
const noteOf = (cell: ExcelJS.Cell) => {
  const note = cell.note as string | { texts?: { text: string }[] } | undefined;
  return typeof note === 'string' ? note : (note?.texts?.map((t) => t.text).join('') ?? null);
};

// docs/product.md#exports: a price far above the others is flagged in both exports, as on the screen.
describe('marks in the exports', () => {
  const t = useTestApp();

  /**
   * Druck 0 typed 960.690 € for its flyer and is the only offer for both formats, so the lowest total rests on that
   * price; Druck 1 and 2 priced the flyer alone.
   */
  async function typo() {
    const sent = await sentTask(t.app, 3);
    const [flyerId, letterId] = sent.task.formats.map((f) => f.id) as [string, string];
    const offer = (i: number, prices: [string, string | null]) =>
      sent.pub(sent.suppliers[i]!.id).post({
        formats: [
          { id: flyerId, price: prices[0] },
          ...(prices[1] === null ? [] : [{ id: letterId, price: prices[1] }]),
        ],
      });
    expect((await offer(0, ['960690', '50'])).statusCode).toBe(200);
    expect((await offer(1, ['700', null])).statusCode).toBe(200);
    expect((await offer(2, ['710', null])).statusCode).toBe(200);
    return sent;
  }

  it('colours the flagged price in the XLSX with a note, and says the lowest total rests on it', async () => {
    const { api, task } = await typo();
    await api.post('/api/account/settings', { language: 'de', signature: '' });
    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const [, header, ...rows] = sheetRows(book.worksheets[0]!);
    const column = (label: string) => header!.findIndex((c) => c.value === label);
    const druck0 = rows.find((r) => r[0]!.value === 'Druck 0')!;
    const flagged = druck0[2]!;
    expect(flagged.value).toBe(960_690);
    expect((flagged.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFE0B2');
    expect(noteOf(flagged)).toBe('weit über den anderen – Tippfehler?');
    // Its letter is lowest incl. delivery, and its total the lowest: green, the total's note saying on what it rests.
    expect((druck0[3]!.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFC6EFCE');
    const total = druck0[column('Summe inkl. Lieferkosten')]!;
    expect((total.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFC6EFCE');
    expect(noteOf(total)).toBe('niedrigste Summe: enthält einen Preis weit über den anderen – Tippfehler?');
    expect(druck0[column('Markierungen')]!.value).toBe(
      'Flyer A5: weit über den anderen – Tippfehler?; Brief DIN lang 2.000: niedrigster inkl. Lieferkosten; ' +
        'niedrigste Summe (enthält einen Preis weit über den anderen – Tippfehler?)',
    );
    // The flyer's lowest is Druck 1's, never the flagged price.
    const druck1 = rows.find((r) => r[0]!.value === 'Druck 1')!;
    expect(druck1[column('Markierungen')]!.value).toBe('Flyer A5 5.000: niedrigster inkl. Lieferkosten');
    expect(noteOf(druck1[2]!)).toBeNull();
  });

  it('says it in the CSV’s Marks column, and tells a format added after an offer from one left out', async () => {
    const { api, task, suppliers, pub } = await typo();
    await api.post('/api/account/settings', { language: 'en', signature: '' });
    const [header, ...rows] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ',');
    const marks = header!.indexOf('Marks');
    expect(rows.find((r) => r[0] === 'Druck 0')![marks]).toBe(
      'Flyer A5: far above the others — typo?; Brief DIN lang 2,000: lowest incl. delivery; ' +
        'lowest total (holds a price far above the others — typo?)',
    );

    // A poster comes with an amendment; Druck 1 then offers again, the poster left out.
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, {
        version: task.version,
        message: 'Plakat dazu',
        formats: [...task.formats, { ...flyer, title: 'Plakat A2', format: 'A2', count: 300 }],
      }),
      TaskSchema,
    );
    const again = await pub(suppliers[1]!.id).post({ formats: [{ id: amended.formats[0]!.id, price: '690' }] });
    expect(again.statusCode).toBe(200);
    const [after, ...later] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ',');
    const poster = after!.indexOf('Plakat A2 300');
    const letter = after!.indexOf('Brief DIN lang 2,000');
    const byName = Object.fromEntries(later.map((r) => [r[0], r]));
    expect([byName['Druck 0']![poster], byName['Druck 2']![poster]]).toEqual([
      'added after its offer',
      'added after its offer',
    ]);
    expect([byName['Druck 1']![poster], byName['Druck 1']![letter]]).toEqual(['not offered', 'not offered']);
  });
});
