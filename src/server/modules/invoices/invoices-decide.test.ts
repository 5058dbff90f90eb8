import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { InvoiceListSchema, InvoiceSchema } from '../../../shared/schemas/invoices.ts';
import { NotificationListSchema } from '../../../shared/schemas/notifications.ts';
import { csvRows, readWorkbook, sheetRows } from '../../test/exports.ts';
import { waitFor } from '../../test/helper.ts';
import { awardedOrder, ciiSample, filePart, pdfWith, sendInvoice, ublSample } from '../../test/invoices.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { read, readError } from '../../test/read.ts';

describe('invoices: release, dispute and the export', () => {
  const start = useMailingApp();

  it('releases once, disputes with a reason mailed in the printshop’s language, audits both, exports the released', async () => {
    const { app, sink } = await start();
    const order = await awardedOrder(app);
    const { api, task, winner } = order;
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${winner}/accept`)).statusCode).toBe(200);
    const typed = ['number:R-17', 'date:2027-03-01', 'net:825.00', 'vat:156.75', 'gross:981.75'].map((f) => {
      const [name, value] = f.split(':') as [string, string];
      return { name, value };
    });
    for (const parts of [
      [...typed, filePart(await pdfWith(), 'R-17.pdf')],
      [filePart(ublSample(), 'ubl.xml')],
      [filePart(await pdfWith(ciiSample()), 'facturx.pdf')],
    ]) {
      expect((await sendInvoice(app, task.id, winner, parts)).statusCode).toBe(201);
    }
    const [pdf, ubl, facturx] = await read(api.get(`/api/tasks/${task.id}/invoices`), InvoiceListSchema);
    const url = (id: string, action: string) => `/api/tasks/${task.id}/invoices/${id}/${action}`;

    const released = await read(api.post(url(pdf!.id, 'release')), InvoiceSchema);
    expect(released).toMatchObject({ status: 'released', result: 'matches', decidedBy: 'buyer' });
    expect(await readError(api.post(url(pdf!.id, 'release')), 409)).toMatchObject({ code: 'INVOICE_DECIDED' });
    expect(await readError(api.post(url(ubl!.id, 'dispute'), { reason: ' ' }), 400)).toMatchObject({ field: 'reason' });
    const reason = 'Der Betrag passt nicht zum Auftrag: 336,90 statt 981,75.';
    const disputed = await read(api.post(url(ubl!.id, 'dispute'), { reason }), InvoiceSchema);
    expect(disputed).toMatchObject({ status: 'disputed', reason, result: 'differs' });
    expect(await readError(api.post(url(ubl!.id, 'release')), 409)).toMatchObject({ code: 'INVOICE_DECIDED' });
    expect((await api.post(url(facturx!.id, 'release'))).statusCode).toBe(200);
    expect((await api.post(url('no-such-invoice', 'release'))).statusCode).toBe(404);

    // The printshop (German) reads why, parsed from the SMTP sink.
    const mail = await waitFor(
      async () => sink.to('s0@druck.de').find((m) => /beanstandet/.test(m.subject ?? '')),
      'the dispute mail',
    );
    expect(mail.subject).toBe('Ihre Rechnung 123456XX zu Mailing Q1 ist beanstandet');
    expect(mail.text).toContain(`Grund: ${reason}`);
    expect(mail.text).toContain('Rechnung: 123456XX');

    // The trail: who released and disputed, and the printshop's uploads; the buyer's bell heard of each upload.
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const kinds = events.items.map((e) => [e.kind, e.staff, e.supplier]);
    expect(kinds).toContainEqual(['invoice-released', 'buyer', 'Druck 0']);
    expect(kinds).toContainEqual(['invoice-disputed', 'buyer', 'Druck 0']);
    expect(events.items.filter((e) => e.kind === 'invoiced').map((e) => e.subject)).toEqual(
      expect.arrayContaining(['R-17', '123456XX']),
    );
    const bell = await read(api.get('/api/notifications'), NotificationListSchema);
    expect(bell.items.filter((n) => n.kind === 'invoice')).toHaveLength(3);

    // The export: the released two, one row per invoice and one per line of the Factur-X's XML.
    const today = todayIn(app.deps.config.timeZone);
    const csv = await api.get(`/api/invoices/export?from=${today}&to=${today}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = await csvRows(csv.rawPayload, ',');
    expect(rows.map((r) => [r[0], r[4], r[9], r[13]])).toEqual([
      ['Type', 'Invoice', 'Description', 'Gross'],
      ['Invoice', 'R-17', '', '981.75'],
      ['Invoice', '123456XX', '', '336.90'],
      ['Line', '123456XX', 'Zeitschrift [...]', ''],
      ['Line', '123456XX', 'Porto + Versandkosten', ''],
    ]);
    const xlsx = await api.get(`/api/invoices/export?from=${today}&to=${today}&format=xlsx`);
    const sheet = (await readWorkbook(xlsx.rawPayload)).worksheets[0]!;
    const cells = sheetRows(sheet).map((r) => [r[0]!.value, r[4]!.value, r[11]!.value]);
    expect(cells).toEqual([
      ['Type', 'Invoice', 'Net'],
      ['Invoice', 'R-17', 825],
      ['Invoice', '123456XX', 314.86],
      ['Line', '123456XX', 288.79],
      ['Line', '123456XX', 26.07],
    ]);
    const before = await api.get(`/api/invoices/export?from=2020-01-01&to=2020-01-31`);
    expect((await csvRows(before.rawPayload, ',')).length).toBe(1);
    expect((await api.get(`/api/invoices/export?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
  });
});
