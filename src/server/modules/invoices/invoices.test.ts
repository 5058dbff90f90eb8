import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { InvoiceListSchema, PubInvoiceListSchema } from '../../../shared/schemas/invoices.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { useTestApp, type TestApp } from '../../test/helper.ts';
import {
  awardedOrder,
  ciiSample,
  filePart,
  pdfWith,
  recordReceipt,
  sendInvoice,
  ublSample,
} from '../../test/invoices.ts';
import { read, readError } from '../../test/read.ts';

type Order = Awaited<ReturnType<typeof awardedOrder>>;

const typed = (fields: Record<string, string>) => Object.entries(fields).map(([name, value]) => ({ name, value }));

async function award(order: Order) {
  const res = await order.api.post(`/api/tasks/${order.task.id}/suppliers/${order.winner}/accept`);
  expect(res.statusCode).toBe(200);
}

const storedCount = async (app: TestApp) =>
  Number(
    (
      await app.deps.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('invoices: the printshop sends its invoice', () => {
  const t = useTestApp();

  it('takes XRechnung UBL, CII, a Factur-X PDF and a PDF with its figures typed, and lists them on its page', async () => {
    const order = await awardedOrder(t.app);
    await award(order);
    const { task, winner } = order;
    const send = (parts: Parameters<typeof sendInvoice>[3]) => sendInvoice(t.app, task.id, winner, parts);

    const ubl = await read(send([filePart(ublSample(), '01.01a-INVOICE_ubl.xml')]), PubInvoiceListSchema, 201);
    expect(ubl).toMatchObject([{ number: '123456XX', issuedOn: '2016-04-04', currency: 'EUR', gross: 33_690 }]);
    await read(send([filePart(ciiSample(), 'invoice.xml')]), PubInvoiceListSchema, 201);
    const facturx = await pdfWith(ciiSample());
    await read(send([filePart(facturx, 'R-123456XX.pdf')]), PubInvoiceListSchema, 201);
    const fields = typed({ number: 'R-2027-17', date: '2027-03-01', net: '825.00', vat: '156.75', gross: '981,75' });
    const all = await read(send([...fields, filePart(await pdfWith(), 'R-2027-17.pdf')]), PubInvoiceListSchema, 201);
    expect(all.map((i) => [i.number, i.gross, i.status])).toEqual([
      ['123456XX', 33_690, 'received'],
      ['123456XX', 33_690, 'received'],
      ['123456XX', 33_690, 'received'],
      ['R-2027-17', 98_175, 'received'],
    ]);

    const checked = await read(order.api.get(`/api/tasks/${task.id}/invoices`), InvoiceListSchema);
    expect(checked.map((i) => i.source)).toEqual(['ubl', 'cii', 'facturx', 'pdf']);
    expect(checked[2]!.unmatched.map((l) => l.name)).toEqual(['Zeitschrift [...]', 'Porto + Versandkosten']);
    // Exact counts (no receipt recorded): the awarded prices, delivery and 19 % VAT.
    expect(checked[3]).toMatchObject({ expected: 98_175, difference: 0, result: 'matches', expectedVat: 15_675 });
    expect(checked[0]).toMatchObject({ result: 'differs', difference: 33_690 - 98_175 });

    // The file as it was sent, and the page's list through the link.
    const file = await order.api.get(`/api/tasks/${task.id}/invoices/${checked[0]!.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml');
    expect(file.rawPayload.equals(ublSample())).toBe(true);
    const token = offerToken(t.app.deps.config.appSecret, task.id, winner);
    const page = t.app.inject({
      url: `/api/pub/tasks/${task.id}/${winner}/invoices`,
      headers: { [OFFER_TOKEN_HEADER]: token },
    });
    expect(await read(page, PubInvoiceListSchema)).toEqual(all);
  });

  it('checks against what arrived: 2 % overs at the agreed price per 1,000 within the 5 % tolerance', async () => {
    const order = await awardedOrder(t.app);
    await award(order);
    await recordReceipt(t.app, order, [{ formatId: order.flyerId, count: 5100 }]);
    // 100 overs at 20.00 per 1,000: 2.00 more; the letter (no count recorded) as awarded.
    const fields = typed({ number: 'R-1', date: '2027-03-01', net: '827.00', vat: '157.13', gross: '984.13' });
    await read(
      sendInvoice(t.app, order.task.id, order.winner, [...fields, filePart(await pdfWith(), 'r.pdf')]),
      PubInvoiceListSchema,
      201,
    );
    const [invoice] = await read(order.api.get(`/api/tasks/${order.task.id}/invoices`), InvoiceListSchema);
    expect(invoice).toMatchObject({ expected: 98_413, difference: 0, result: 'matches', delivery: 2500 });
    expect(
      invoice!.lines.map((l) => [l.title, l.awarded, l.received, l.basis, l.per1000, l.overs, l.expected]),
    ).toEqual([
      ['Flyer A5', 5000, 5100, 'overs', 2000, 200, 50_200],
      ['Brief DIN lang', 2000, 2000, 'overs', 2000, 0, 30_000],
    ]);
  });

  it('refuses what is no invoice, a PDF without its figures, a printshop that won nothing and a wrong link; stores nothing', async () => {
    const order = await awardedOrder(t.app);
    const { task, winner, loser } = order;
    const send = (parts: Parameters<typeof sendInvoice>[3], supplierId = winner, token?: string) =>
      sendInvoice(t.app, task.id, supplierId, parts, token);
    const xml = (text: string) => [filePart(Buffer.from(text), 'invoice.xml')];

    expect(await readError(send(xml('<Invoice/>')), 409)).toMatchObject({ code: 'NOT_AWARDED' });
    await award(order);
    expect(await readError(send(xml('<ubl:Invoice><cbc:ID>1</ubl:Invoice>')), 400)).toMatchObject({
      code: 'INVOICE_UNREADABLE',
      field: 'file',
      params: { key: 'xml' },
    });
    expect(await readError(send(xml('<?xml version="1.0"?><Order><ID>4711</ID></Order>')), 400)).toMatchObject({
      code: 'INVOICE_UNREADABLE',
      params: { key: 'root' },
    });
    const bomb = '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><Invoice>&lol;</Invoice>';
    expect(await readError(send(xml(bomb)), 400)).toMatchObject({ code: 'INVOICE_UNREADABLE', params: { key: 'dtd' } });
    const noGross = ublSample()
      .toString('utf8')
      .replace(/<cbc:TaxInclusiveAmount[^<]*<\/cbc:TaxInclusiveAmount>/, '');
    expect(await readError(send(xml(noGross)), 400)).toMatchObject({ params: { key: 'BT-112' } });
    const plain = await pdfWith();
    expect(await readError(send([filePart(plain, 'r.pdf')]), 400)).toMatchObject({
      code: 'INVOICE_FIELD_MISSING',
      field: 'number',
    });
    const partly = typed({ number: 'R-1', date: '2027-03-01', net: '1.00', vat: '0.19' });
    expect(await readError(send([...partly, filePart(plain, 'r.pdf')]), 400)).toMatchObject({ field: 'gross' });
    expect(await readError(send([filePart(Buffer.from('GIF89a...'), 'r.gif')]), 400)).toMatchObject({
      code: 'INVOICE_UNREADABLE',
      params: { key: 'type' },
    });
    expect(await readError(send(xml('x'), loser), 409)).toMatchObject({ code: 'NOT_A_WINNER' });
    expect(await readError(send([filePart(ublSample(), 'u.xml')], winner, 'x'.repeat(43)), 404)).toMatchObject({
      code: 'NOT_INVITED',
    });
    expect(await storedCount(t.app)).toBe(0);
  });
});
