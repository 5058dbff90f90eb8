import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import { todayIn } from '../../shared/dates.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { multipart, type Part } from './files.ts';
import { sentTask } from './offers.ts';

const fixtures = path.join(import.meta.dirname, '../modules/invoices/fixtures');

/** KoSIT's sample invoice 123456XX (src/server/modules/invoices/fixtures/README.md): UBL and CII. */
export const ublSample = () => readFileSync(path.join(fixtures, '01.01a-INVOICE_ubl.xml'));
export const ciiSample = () => readFileSync(path.join(fixtures, '01.01a-INVOICE_uncefact.xml'));

/** A one-page PDF, with `xml` attached under `name` as a Factur-X PDF carries its invoice. */
export async function pdfWith(xml?: Buffer, name = 'factur-x.xml'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  if (xml) await pdf.attach(xml, name, { mimeType: 'text/xml', description: 'Factur-X invoice' });
  return Buffer.from(await pdf.save());
}

/** `PUT /api/pub/tasks/{taskId}/{supplierId}/invoice` through the printshop's link (or `token`). */
export function sendInvoice(app: App, taskId: string, supplierId: string, parts: Part[], token?: string) {
  const body = multipart(parts);
  return app.inject({
    method: 'PUT',
    url: `/api/pub/tasks/${taskId}/${supplierId}/invoice`,
    headers: {
      ...body.headers,
      [OFFER_TOKEN_HEADER]: token ?? offerToken(app.deps.config.appSecret, taskId, supplierId),
    },
    payload: body.payload,
  });
}

export const filePart = (content: Buffer, filename: string): Part => ({ name: 'file', filename, content });

/**
 * A task awarded whole to Druck 0 (German, in Germany: 19 % VAT), whose offer priced the flyer (5,000) at 500.00 and
 * the letter (2,000) at 300.00, with ± 5 % overs at 20.00 per 1,000 and 25.00 delivery; Druck 1 offered too and
 * won nothing. The expected gross for exact counts: (800.00 + 25.00) × 1.19 = 981.75.
 */
export async function awardedOrder(app: App) {
  const sent = await sentTask(app, 2);
  const { api, task, suppliers, pub } = sent;
  const [winner, loser] = suppliers.map((s) => s.id) as [string, string];
  const [flyerId, letterId] = task.formats.map((f) => f.id) as [string, string];
  const record = { name: 'Druck 0', email: 's0@druck.de', language: 'de', country: 'DE', vatNumber: 'DE123456789' };
  expect((await api.post(`/api/suppliers/${winner}`, record)).statusCode).toBe(200);
  const terms = { oversPercent: 5, oversPer1000: 20, deliveryCost: 25 };
  const offered = await pub(winner).post({
    formats: [
      { id: flyerId, price: 500 },
      { id: letterId, price: 300 },
    ],
    terms,
  });
  expect(offered.statusCode).toBe(200);
  await pub(loser).post({ formats: task.formats.map((f) => ({ id: f.id, price: 900 })) });
  return { ...sent, winner, loser, flyerId, letterId };
}

/** Records the receipt of `received` per format as the jobs' receipt would (deliveries.received, written here). */
export async function recordReceipt(
  app: App,
  order: Awaited<ReturnType<typeof awardedOrder>>,
  received: { formatId: string; count: number }[],
) {
  const today = todayIn(app.deps.config.timeZone);
  const res = await order.api.post(`/api/tasks/${order.task.id}/deliveries/${order.winner}`, {
    deliveredOn: today,
    quality: 5,
  });
  expect(res.statusCode).toBe(200);
  await app.deps.db
    .updateTable('deliveries')
    .set({ received: JSON.stringify(received) })
    .where('taskId', '=', order.task.id)
    .where('supplierId', '=', order.winner)
    .execute();
}
