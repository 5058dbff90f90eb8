import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { talkAs } from '../../test/talk.ts';
import { inDays } from '../../test/tasks.ts';
import { readError } from '../../test/read.ts';
import { csvRows, readWorkbook as workbook, sheetRows as rowsOf } from '../../test/exports.ts';

type Format = { id: string; count: number };

describe('exports of the comparison', () => {
  const t = useTestApp();

  /**
   * Four printshops on the scaled tender: A offers twice, then the Brief's quantity changes (A's offer now
   * awaits confirmation, though it is the cheapest), B and C offer on the new formats (B with an
   * alternative and delivery cost), D declines.
   */
  async function offeredTask(task: object = {}) {
    const shops: [string, 'de' | 'en'][] = [
      ['Druck A', 'de'],
      ['Druck B', 'en'],
      ['Druck C', 'de'],
      ['Druck D', 'en'],
    ];
    const offeredTask = await scaledTask(t.app, shops, task);
    const { api, flyerId, letterId, pub } = offeredTask;
    const flyer = (price: number, s1000: number, s2500: number, runOn: number) => ({
      id: flyerId,
      price,
      scales: [
        { count: 1000, price: s1000 },
        { count: 2500, price: s2500 },
      ],
      runOnPer1000: runOn,
    });
    expect((await pub(0).post({ formats: [flyer(950, 300, 600, 100), { id: letterId, price: 150 }] })).statusCode).toBe(
      200,
    );
    expect((await pub(0).post({ formats: [flyer(900, 300, 600, 100), { id: letterId, price: 100 }] })).statusCode).toBe(
      200,
    );
    const formats = offeredTask.task.formats.map((f: Format) => (f.id === letterId ? { ...f, count: 3000 } : f));
    const amended = await api.post(`/api/tasks/${offeredTask.task.id}/amend`, {
      version: offeredTask.task.version,
      message: '',
      formats,
    });
    expect(amended.statusCode).toBe(200);
    const alternative = { description: '115 g statt 135 g', price: 1000, scales: [{ count: 1000, price: 350 }] };
    const b = await pub(1).post({
      formats: [
        { ...flyer(1100, 420, 700, 170), alternative },
        { id: letterId, price: 280 },
      ],
      terms: {
        deliveryCost: '40,00',
        leadDays: 8,
        quoteNumber: 'B-7',
        oversPercent: 5,
        oversPer1000: '12,50',
        note: 'Papierpreis freibleibend',
      },
      // The letter is at revision 2 since the amendment: the highest.
      revision: 2,
    });
    expect(b.statusCode).toBe(200);
    const c = await pub(2).post({ formats: [flyer(1150, 380, 720, 160), { id: letterId, price: 250 }], revision: 2 });
    expect(c.statusCode).toBe(200);
    const declined = await talkAs(t.app, offeredTask.task.id, offeredTask.suppliers[3]!.id).decline(
      'Keine Kapazität; "voll"',
    );
    expect(declined.statusCode).toBe(200);
    return offeredTask;
  }

  it('writes the comparison, every revision and the task as an XLSX in German, prices as numbers of the workspace currency', async () => {
    const { api, task } = await offeredTask();
    const res = await api.get(`/api/tasks/${task.id}/offers.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mailing Q1 - Angebote.xlsx"; filename*=UTF-8''Mailing%20Q1%20-%20Angebote.xlsx`,
    );
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Preisvergleich', 'Angebotsverlauf', 'Lieferanten', 'Anfrage']);

    const [groups, header, ...rows] = rowsOf(book.worksheets[0]!);
    expect(header!.map((c) => c.value)).toEqual([
      'Lieferant',
      'Status',
      '1.000',
      '2.500',
      '5.000',
      '+1.000 (Fortdruck)',
      '3.000',
      'Summe inkl. Lieferkosten',
      'Lieferkosten',
      'Lieferzeit (Arbeitstage)',
      'Letzte Änderung',
      'Hinweise',
      'Markierungen',
      'Währung',
    ]);
    // Each format's title stands over its quantities.
    expect(groups![2]!.value).toBe('Flyer A5');
    expect(groups![2]!.isMerged && groups![5]!.master.address).toBe('C1');
    expect(groups![6]!.value).toBe('Brief DIN lang');

    const named = (name: string, status: string | null = null) =>
      rows.find((r) => r[0]!.value === name && (r[1]!.value ?? null) === status)!;
    const values = (row: ExcelJS.Cell[]) => row.slice(2, 10).map((c) => c.value ?? null);
    // Green: lowest incl. delivery at a format's count, and the lowest total.
    const lowest = (row: ExcelJS.Cell[]) =>
      row
        .slice(2, 8)
        .map((c) => c.font?.bold === true && (c.fill as ExcelJS.FillPattern)?.fgColor?.argb === 'FFC6EFCE');
    // Blue in a dashed frame: the lowest price alone, at further quantities and run-on.
    const lowestPrice = (row: ExcelJS.Cell[]) =>
      row.slice(2, 8).map((c) => c.font?.color?.argb === 'FF0369A1' && c.border?.top?.style === 'dashed');
    // Offers for every format first, by total; then A, whose letter price waits (its flyer is current), the
    // alternative, the no-bid.
    expect(rows.slice(0, 5).map((r) => [r[0]!.value, r[1]!.value ?? null])).toEqual([
      ['Druck C', null],
      ['Druck B', null],
      ['Druck A', 'Zu bestätigen: Brief DIN lang'],
      ['Druck B', 'Alternative'],
      ['Druck D', 'Kein Angebot'],
    ]);
    const [a, b, c] = [named('Druck A', 'Zu bestätigen: Brief DIN lang'), named('Druck B'), named('Druck C')];
    expect(values(c)).toEqual([380, 720, 1150, 160, 250, 1400, null, null]);
    expect(values(b)).toEqual([420, 700, 1100, 170, 280, 1420, 40, 8]);
    // A's letter price was for 2,000, not for the 3,000 asked now: in its notes, not in the 3,000 column.
    expect(values(a)).toEqual([300, 600, 900, 100, null, 900, null, null]);
    expect(a[11]!.value).toMatch(/^Brief DIN lang: 100,00\s€ für 2\.000$/);
    for (const cell of c.slice(2, 9)) expect(cell.value === null || cell.numFmt === '#,##0.00 "€"').toBe(true);
    expect(b[8]!.numFmt).toBe('#,##0.00 "€"');
    expect(c[10]!.value).toBeInstanceOf(Date);
    // The lowest per format and quantity, and the lowest total. A's flyer, unchanged by the amendment, is lowest
    // at every quantity (incl. delivery at its count, by price elsewhere); its letter price waits to be confirmed
    // and its total covers less: neither is. Its row is no offer to confirm as a whole: not in italics.
    expect(lowest(c)).toEqual([false, false, false, false, true, true]);
    expect(lowest(b)).toEqual([false, false, false, false, false, false]);
    expect(lowest(a)).toEqual([false, false, true, false, false, false]);
    expect(lowestPrice(a)).toEqual([true, true, false, true, false, false]);
    expect(a[0]!.font?.italic).toBeFalsy();
    // Its quote number, its overs and unders terms and its note.
    expect(b[11]!.value).toBe(
      'B-7; Über-/Unterlieferung ±5 %, 12,50\u00a0€ je 1.000 Mehrexemplare; Papierpreis freibleibend',
    );
    // The marks in words, the screen's.
    expect(c[12]!.value).toBe('Brief DIN lang 3.000: niedrigster inkl. Lieferkosten; niedrigste Summe');
    expect(a[12]!.value).toBe(
      'Flyer A5 1.000: niedrigster Preis; Flyer A5 2.500: niedrigster Preis; ' +
        'Flyer A5 5.000: niedrigster inkl. Lieferkosten; Flyer A5 +1.000 (Fortdruck): niedrigster Preis',
    );
    expect(b[12]!.value).toBeNull();

    const alternative = named('Druck B', 'Alternative');
    expect(values(alternative)).toEqual([350, null, 1000, null, null, null, null, null]);
    expect(lowest(alternative)).toEqual([false, false, false, false, false, false]);
    expect(alternative[11]!.value).toBe('Flyer A5: 115 g statt 135 g');
    const declined = named('Druck D', 'Kein Angebot');
    expect(values(declined)).toEqual([null, null, null, null, null, null, null, null]);
    expect(declined[11]!.value).toBe('Keine Kapazität; "voll"');
    const legend = rows.findIndex((r) => r[0]!.value === 'Legende');
    expect(legend).toBeGreaterThan(4);
    expect(rows[legend + 1]![0]!.fill).toMatchObject({ fgColor: { argb: 'FFC6EFCE' } });
    expect(rows.slice(legend + 1, legend + 5).map((r) => r[0]!.value)).toEqual([
      'niedrigster inkl. Lieferkosten',
      'niedrigster Preis',
      'weit über den anderen – Tippfehler?',
      'Zu bestätigen',
    ]);
    expect(String(rows[legend + 1]![1]!.value)).toContain(
      'je Format bei seiner Auflage der niedrigste Preis zuzüglich der Lieferkosten',
    );
    expect(rows[legend + 2]![0]!.border?.left?.style).toBe('dashed');

    const [, historyHeader, ...history] = rowsOf(book.worksheets[1]!);
    expect(historyHeader!.slice(0, 3).map((c) => c.value)).toEqual([
      'Lieferant',
      'Zeitpunkt',
      'Summe inkl. Lieferkosten',
    ]);
    expect(history.map((r) => [r[0]!.value, r[2]!.value, r[5]!.value])).toEqual([
      ['Druck C', 1400, 1150],
      ['Druck B', 1420, 1100],
      ['Druck A', 1100, 950],
      ['Druck A', 1000, 900],
    ]);
    expect(history[2]![1]!.value).toBeInstanceOf(Date);
    expect(history[3]![2]!.numFmt).toBe('#,##0.00 "€"');

    const taskRows = rowsOf(book.worksheets.at(-1)!).map((r) => r.map((c) => c.value));
    expect(taskRows[0]!.slice(0, 2)).toEqual(['Anfrage', 'Mailing Q1']);
    const delivery = book.worksheets.at(-1)!.getCell('B5');
    expect([book.worksheets.at(-1)!.getCell('A5').value, delivery.numFmt]).toEqual(['Liefertermin', 'dd.mm.yyyy']);
    expect((delivery.value as Date).toISOString().slice(0, 10)).toBe(inDays(30));
    expect(taskRows).toContainEqual(
      expect.arrayContaining(['Flyer A5', 5000, '1.000; 2.500', 'ja', 'A5', '4/4', '135 g (de)']),
    );
    expect(taskRows).toContainEqual(expect.arrayContaining(['Brief DIN lang', 3000, 'nein']));
  });

  it('speaks English to an English staff member, and names the file safely', async () => {
    const { api, task } = await offeredTask({ name: 'Flyer "Größe"/März <b>neu</b>: A|B; *?', budget: 4999.5 });
    await api.post('/api/account/settings', { language: 'en', signature: '' });
    const res = await api.get(`/api/tasks/${task.id}/offers.xlsx`);
    // Cleaned as documents' names are: quotes, markup, < > : * ? | ; and the slash go, letters stay.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Flyer Gro_e Marz neu A B - offers.xlsx"; filename*=UTF-8''Flyer%20Gr%C3%B6%C3%9Fe%20M%C3%A4rz%20neu%20A%20B%20-%20offers.xlsx`,
    );
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Comparison', 'Offer history', 'Printshops', 'Task']);
    const header = rowsOf(book.worksheets[0]!)[1]!.map((c) => c.value);
    expect(header.slice(0, 7)).toEqual(['Printshop', 'Status', '1,000', '2,500', '5,000', '+1,000 (run-on)', '3,000']);
    expect(rowsOf(book.worksheets[0]!).some((r) => r[1]!.value === 'To confirm: Brief DIN lang')).toBe(true);
    // The task's budget, in the workspace currency (docs/product.md#budget-and-approval).
    const budget = rowsOf(book.worksheets.at(-1)!).find((r) => r[0]!.value === 'Budget')!;
    expect([budget[1]!.value, budget[1]!.numFmt]).toEqual([4999.5, '#,##0.00 "€"']);
  });

  it('writes a German staff member the comparison as a CSV German Excel opens: BOM, `;`, CRLF, decimal comma', async () => {
    const { api, task } = await offeredTask();
    const res = await api.get(`/api/tasks/${task.id}/offers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="Mailing Q1 - Angebote.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')[0]).toBe(
      'Lieferant;Status;Flyer A5 1.000;Flyer A5 2.500;Flyer A5 5.000;Flyer A5 +1.000 (Fortdruck);Brief DIN lang 3.000;' +
        'Summe inkl. Lieferkosten;Lieferkosten;Lieferzeit (Arbeitstage);Letzte Änderung;Hinweise;Markierungen;Währung',
    );
    // Quoted where the text holds the separator or a quote, its quotes doubled.
    expect(text).toMatch(/\r\nDruck D;Kein Angebot;{9}\d\d\.\d\d\.\d{4} \d\d:\d\d;"Keine Kapazität; ""voll""";;\r\n/);

    const [header, ...rows] = await csvRows(res.rawPayload, ';');
    expect(header).toHaveLength(14);
    expect(rows.map((r) => [r[0], r[1], ...r.slice(2, 10)])).toEqual([
      ['Druck C', '', '380,00', '720,00', '1150,00', '160,00', '250,00', '1400,00', '', ''],
      ['Druck B', '', '420,00', '700,00', '1100,00', '170,00', '280,00', '1420,00', '40,00', '8'],
      ['Druck A', 'Zu bestätigen: Brief DIN lang', '300,00', '600,00', '900,00', '100,00', '', '900,00', '', ''],
      ['Druck B', 'Alternative', '350,00', '', '1000,00', '', '', '', '', ''],
      ['Druck D', 'Kein Angebot', '', '', '', '', '', '', '', ''],
    ]);
    expect(rows[0]![10]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(rows[4]![11]).toBe('Keine Kapazität; "voll"');
    expect(rows[0]![12]).toBe('Brief DIN lang 3.000: niedrigster inkl. Lieferkosten; niedrigste Summe');
  });

  it('writes an English staff member a CSV English Excel opens: `,`, decimal point, quoted where it must', async () => {
    const { api, task } = await offeredTask();
    await api.post('/api/account/settings', { language: 'en', signature: '' });
    const res = await api.get(`/api/tasks/${task.id}/offers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="Mailing Q1 - offers.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    // A header holding the separator is quoted (RFC 4180); a text holding a semicolon only for its quotes.
    expect(text.split('\r\n')[0]).toBe(
      'Printshop,Status,"Flyer A5 1,000","Flyer A5 2,500","Flyer A5 5,000","Flyer A5 +1,000 (run-on)",' +
        '"Brief DIN lang 3,000",Total incl. delivery,Delivery cost,Lead time (working days),Last change,Notes,Marks,Currency',
    );
    expect(text).toMatch(/\r\nDruck D,Declined,{9}\d\d\/\d\d\/\d{4} \d\d:\d\d,"Keine Kapazität; ""voll""",,\r\n/);

    const [header, ...rows] = await csvRows(res.rawPayload, ',');
    expect(header).toEqual([
      'Printshop',
      'Status',
      'Flyer A5 1,000',
      'Flyer A5 2,500',
      'Flyer A5 5,000',
      'Flyer A5 +1,000 (run-on)',
      'Brief DIN lang 3,000',
      'Total incl. delivery',
      'Delivery cost',
      'Lead time (working days)',
      'Last change',
      'Notes',
      'Marks',
      'Currency',
    ]);
    expect(rows.map((r) => r.slice(0, 10))).toEqual([
      ['Druck C', '', '380.00', '720.00', '1150.00', '160.00', '250.00', '1400.00', '', ''],
      ['Druck B', '', '420.00', '700.00', '1100.00', '170.00', '280.00', '1420.00', '40.00', '8'],
      ['Druck A', 'To confirm: Brief DIN lang', '300.00', '600.00', '900.00', '100.00', '', '900.00', '', ''],
      ['Druck B', 'Alternative', '350.00', '', '1000.00', '', '', '', '', ''],
      ['Druck D', 'Declined', '', '', '', '', '', '', '', ''],
    ]);
    // Each amount is a plain number to English Excel: digits and a decimal point.
    expect(rows[1]!.slice(2, 9).map(Number)).toEqual([420, 700, 1100, 170, 280, 1420, 40]);
    // Every day in the form the English pages write it, the last change's as a validity's.
    expect(rows[0]![10]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows[1]![11]).toBe('B-7; overs and unders ±5 %, €12.50 per 1,000 overs; Papierpreis freibleibend');
    expect(rows[2]![11]).toBe('Brief DIN lang: €100.00 for 2,000');
    expect(rows[4]![11]).toBe('Keine Kapazität; "voll"');
  });

  it('answers 409 SEALED for a sealed task before its opening, and the export after it', async () => {
    const { api, task, offer } = await sentTask(t.app, 2, 'buyer', { sealed: true });
    expect((await offer(0, ['1111.11', '2222.22'])).statusCode).toBe(200);
    for (const kind of ['xlsx', 'csv']) {
      const res = await api.get(`/api/tasks/${task.id}/offers.${kind}`);
      expect((await readError(res, 409)).code).toBe('SEALED');
      expect(res.body).not.toContain('1111');
    }
    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    const opened = await api.get(`/api/tasks/${task.id}/offers.csv`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toMatch(/1111[.,]11/);
  });
});
