import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { comparisonBids, suggestAward } from '../../../shared/landed-cost.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { AwardPreviewSchema } from '../../../shared/schemas/award.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { readWorkbook, sheetRows } from '../../test/exports.ts';
import { waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read, readError } from '../../test/read.ts';
import { useMailingApp } from '../../test/mailing.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';

/** An amount as the mail, the PDF or a cell writes it, in cents: its digits (every amount has two decimals). */
const cents = (text: string) => Number(text.replace(/\D/g, ''));
const TOTAL = /(?:total incl\. delivery|summe inkl\. Lieferkosten):? (€?[\d.,\s]+\d(?:\s?€)?)/i;

describe('the landed cost of an award', () => {
  const mailingApp = useMailingApp();
  let sink: SmtpSink | undefined;

  /**
   * The buyer's case: Druck 0 (German) asks 5,000 € for the Flyer and 2,675 € for the Brief with free delivery,
   * Druck 1 (English) 5,100 € and 2,610 € plus 280 € delivery. Per format Druck 1 is 65 € cheaper on the Brief.
   */
  async function twoSuppliers() {
    const mailing = await mailingApp();
    const { app } = mailing;
    sink = mailing.sink;
    const { api, task, suppliers, pub } = await sentTask(app, 2);
    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    const offer = (i: number, prices: string[], deliveryCost: string) =>
      pub(suppliers[i]!.id).post({
        formats: [flyer, brief].map((id, k) => ({ id, price: prices[k] })),
        terms: { deliveryCost },
      });
    expect((await offer(0, ['5000,00', '2675,00'], '0')).statusCode).toBe(200);
    expect((await offer(1, ['5100,00', '2610,00'], '280,00')).statusCode).toBe(200);
    const [a, b] = suppliers.map((s) => s.id) as [string, string];
    return { api, task, flyer, brief, a, b };
  }

  it('shows that the split that looks cheaper by price costs more landed, and does not suggest it', async () => {
    const { api, task, flyer, brief, a, b } = await twoSuppliers();
    const split = {
      awards: [
        { formatId: flyer, supplierId: a },
        { formatId: brief, supplierId: b },
      ],
    };
    expect(await read(api.post(`/api/tasks/${task.id}/award/preview`, split), AwardPreviewSchema)).toEqual({
      currency: 'EUR',
      total: 789_000,
      perSupplier: [
        {
          ...{ supplierId: a, formats: [{ formatId: flyer, count: 5000, price: 500_000 }], delivery: 0 },
          ...{ total: 500_000, currency: 'EUR', quotedTotal: 500_000 },
        },
        {
          supplierId: b,
          formats: [{ formatId: brief, count: 2000, price: 261_000 }],
          delivery: 28_000,
          total: 289_000,
          currency: 'EUR',
          quotedTotal: 289_000,
        },
      ],
      bestSingle: { supplierId: a, total: 767_500 },
      saving: -21_500,
    });
    const whole = { awards: [flyer, brief].map((formatId) => ({ formatId, supplierId: a })) };
    expect(await read(api.post(`/api/tasks/${task.id}/award/preview`, whole), AwardPreviewSchema)).toMatchObject({
      total: 767_500,
      saving: 0,
    });

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(suggestAward([flyer, brief], comparisonBids(comparison.offers))).toEqual({ [flyer]: a, [brief]: a });
  });

  it('refuses a preview as the award would: a format missing, an unknown key, a quantity not offered, a printshop deleted', async () => {
    const { api, task, flyer, brief, a, b } = await twoSuppliers();
    const preview = (awards: object[]) => api.post(`/api/tasks/${task.id}/award/preview`, { awards });
    expect((await readError(preview([{ formatId: 'nope', supplierId: a }]), 400)).code).toBe('AWARD_INCOMPLETE');
    expect(await readError(preview([{ formatId: flyer, supplierId: a, colour: 1 }]), 400)).toMatchObject({
      code: 'INVALID',
      key: 'unknownKey',
    });
    const toB = [
      { formatId: flyer, supplierId: a },
      { formatId: brief, supplierId: b, count: 3000 },
    ];
    expect((await readError(preview(toB), 409)).code).toBe('QUANTITY_NOT_OFFERED');
    expect((await api.delete(`/api/suppliers/${b}`)).statusCode).toBeLessThan(300);
    expect((await readError(preview([toB[0]!, { ...toB[1]!, count: undefined }]), 409)).code).toBe('SUPPLIER_DELETED');
    // Nothing was awarded: the task still takes the award.
    const whole = [flyer, brief].map((formatId) => ({ formatId, supplierId: a }));
    expect((await read(preview(whole), AwardPreviewSchema)).total).toBe(767_500);
  });

  it('states the preview’s totals in the award, each order mail and its PDF, and the workbook', async () => {
    const { api, task, flyer, brief, a, b } = await twoSuppliers();
    const split = {
      awards: [
        { formatId: flyer, supplierId: a },
        { formatId: brief, supplierId: b },
      ],
    };
    const preview = await read(api.post(`/api/tasks/${task.id}/award/preview`, split), AwardPreviewSchema);
    expect(await read(api.post(`/api/tasks/${task.id}/award`, split), NoticeSchema)).toMatchObject({
      code: 'ORDER_SENT',
    });
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.find((e) => e.kind === 'awarded')?.amount).toBe(preview.total);

    const orderTo = (to: string) =>
      waitFor(async () => sink!.to(to).find((m) => /^(Auftrag|Order) PO-/.test(m.subject ?? '')), `the order to ${to}`);
    const totalsOf = async (mail: ParsedMail) => [
      cents(TOTAL.exec(mail.text ?? '')![1]!),
      cents(TOTAL.exec(await pdfText(mail.attachments[0]!.content))![1]!),
    ];
    for (const [i, order] of preview.perSupplier.entries()) {
      const mail = await orderTo(`s${i}@druck.de`);
      expect(await totalsOf(mail)).toEqual([order.total, order.total]);
    }
    expect((await orderTo('s1@druck.de')).text).toContain(
      '- Delivery cost: €280.00\nNet total incl. delivery: €2,890.00',
    );

    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const rows = sheetRows(book.getWorksheet('Ordered')!).map((r) => r.map((c) => c.value ?? null));
    expect(rows.filter((r) => r[0] === 'Delivery cost')).toEqual([
      ['Delivery cost', 'Druck 0', null, null, null, 0],
      ['Delivery cost', 'Druck 1', null, null, null, 280],
    ]);
    const totals = rows.filter((r) => r[0] === 'Total incl. delivery');
    expect(totals.map((r) => [r[1], Math.round(Number(r[5]) * 100)])).toEqual([
      ['Druck 0', preview.perSupplier[0]!.total],
      ['Druck 1', preview.perSupplier[1]!.total],
      [null, preview.total],
    ]);
  });
});
