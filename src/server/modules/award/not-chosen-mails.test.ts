import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema, type Supplier } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema, type Task } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask, flyer } from '../../test/tasks.ts';

const shops: [string, Language][] = [
  ['Winner Print', 'en'],
  ['Druckerei Alpha', 'de'],
  ['Tlačiareň Beta', 'sk'],
  ['Gamma Print', 'en'],
  ['Druckerei Delta', 'de'],
  ['Epsilon Print', 'en'],
  ['Tlačiareň Zeta', 'sk'],
];

describe('the not-chosen mails after amendments, on a real SMTP server', () => {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  const mailTo = (s: SmtpSink, to: string, subject: string) =>
    waitFor(async () => s.to(to).find((m) => m.subject === subject), `a mail to ${to}: ${subject}`);

  it('tells each printshop its place among the current offers only, and one whose offer is stale no place', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50, retryBaseMs: 100 } });
    const api = apiAs(app, (await signUp(app, 'buyer')).cookie);
    const suppliers: Supplier[] = [];
    for (const [i, [name, language]] of shops.entries()) {
      suppliers.push(
        await read(api.put('/api/suppliers', { name, email: `s${i}@druck.de`, language }), SupplierSchema),
      );
    }
    let task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const offer = (i: number, prices: number[], revision: number) =>
      app!.inject({
        method: 'POST',
        url: `/api/pub/tasks/${task.id}/${suppliers[i]!.id}`,
        headers: { [OFFER_TOKEN_HEADER]: offerToken(app!.deps.config.appSecret, task.id, suppliers[i]!.id) },
        payload: { formats: task.formats.map((f, k) => ({ id: f.id, price: prices[k] })), revision },
      });
    // Delta, Epsilon and Zeta offer least, for the formats as first sent: 100, 150 and 200 €.
    const first = [
      [700, 600],
      [600, 600],
      [650, 650],
      [800, 800],
      [50, 50],
      [100, 50],
      [100, 100],
    ];
    for (const [i, prices] of first.entries()) expect((await offer(i, prices, 1)).statusCode).toBe(200);

    const amend = async (formats: object[]) => {
      const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
      task = await read(res, TaskSchema);
    };
    const [flyerA5, letter] = task.formats as [Task['formats'][number], Task['formats'][number]];
    // A quantity changes: every flyer price waits to be confirmed; then the letter goes and a poster comes.
    await amend([{ ...flyerA5, count: 6000 }, letter]);
    await amend([task.formats[0]!, { ...flyer, title: 'Plakat A2', format: 'A2', count: 300 }]);
    expect(task.revisions.map((r) => r.pricesChanged)).toEqual([true, true]);

    // Four printshops price the formats as they are now: 1,100, 1,000, 1,200 and 1,300 €.
    const current = [
      [600, 500],
      [500, 500],
      [700, 500],
      [700, 600],
    ];
    for (const [i, prices] of current.entries()) expect((await offer(i, prices, 2)).statusCode).toBe(200);

    // The printshop list shows no stale total as an offer: the stale ones need confirmation, without a sum.
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    const listed = (i: number) => rows.find((r) => r.supplierId === suppliers[i]!.id);
    expect(listed(1)).toMatchObject({ sum: 1000_00, stale: false });
    expect(listed(4)).toMatchObject({ sum: null, stale: true, offeredAt: expect.any(Number) });
    expect(listed(6)).toMatchObject({ sum: null, stale: true });
    // The comparison still shows the stale offers, apart.
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.filter((o) => o.stale).map((o) => o.name)).toEqual(shops.slice(4).map(([n]) => n));

    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);

    // Places among the four current offers; the winner's counts.
    const alpha = await mailTo(sink, 's1@druck.de', 'Ihr Angebot für Mailing Q1');
    expect(alpha.text).toContain(
      'Diesmal haben wir den Auftrag anderweitig vergeben; Ihr Angebot lag auf Platz 1 von 4.',
    );
    const beta = await mailTo(sink, 's2@druck.de', 'Vaša ponuka na Mailing Q1');
    expect(beta.text).toContain('Vaša ponuka sa umiestnila na 3. mieste z 4.');
    const gamma = await mailTo(sink, 's3@druck.de', 'Your offer for Mailing Q1');
    expect(gamma.text).toContain('your offer came in place 4 of 4.');

    // Stale offers: not chosen, without a place.
    const delta = await mailTo(sink, 's4@druck.de', 'Ihr Angebot für Mailing Q1');
    expect(delta.text).toContain(
      'vielen Dank für Ihr Angebot für „Mailing Q1“. Diesmal haben wir den Auftrag anderweitig vergeben.',
    );
    expect(delta.text).not.toContain('Platz');
    const epsilon = await mailTo(sink, 's5@druck.de', 'Your offer for Mailing Q1');
    expect(epsilon.text).toContain(
      'thank you for your offer for “Mailing Q1”. This time we have placed the order elsewhere.',
    );
    expect(epsilon.text).not.toContain('place ');
    const zeta = await mailTo(sink, 's6@druck.de', 'Vaša ponuka na Mailing Q1');
    expect(zeta.text).toContain('ďakujeme za Vašu ponuku na „Mailing Q1“. Tentoraz sme zákazku zadali inej tlačiarni.');
    expect(zeta.text).not.toContain('mieste');

    // One word each, none to the winner.
    const subjects = ['Ihr Angebot für Mailing Q1', 'Your offer for Mailing Q1', 'Vaša ponuka na Mailing Q1'];
    const told = sink.received.filter((m) => subjects.includes(m.subject ?? ''));
    expect(told.map((m) => JSON.stringify(m.to)).filter((to) => to.includes('s0@druck.de'))).toEqual([]);
    expect(told).toHaveLength(6);
  });
});
