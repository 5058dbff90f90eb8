import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helper.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { scaledTask } from '../../test/scaled-task.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { NoticeSchema } from '../../../shared/schemas/account.ts';

describe('awarding quantities and alternatives', () => {
  /** The app, its order mails delivered to a real SMTP server on loopback. */
  const mailingApp = useMailingApp();

  it('orders a scale quantity, a run-on quantity and an alternative, each winner mailed in its language', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Tlačiareň Beta', 'sk'],
      ['Gamma Print', 'en'],
    ]);
    await pub(0).post({
      formats: [
        { id: flyerId, price: '1200,00', scales: [{ count: 2500, price: '750,00' }], runOnPer1000: '180,00' },
        { id: letterId, price: '300,00' },
      ],
      terms: { quoteNumber: 'AL-77' },
    });
    await pub(1).post({
      formats: [
        { id: flyerId, price: '1250,00', alternative: { description: '115 g namiesto 135 g', price: '1100,00' } },
        { id: letterId, price: '280,00' },
      ],
    });
    await pub(2).post({
      formats: [
        { id: flyerId, price: 1300 },
        { id: letterId, price: 290 },
      ],
    });

    const award = (awards: object[]) => api.post(`/api/tasks/${task.id}/award`, { awards });
    const incomplete = await award([{ formatId: flyerId, supplierId: suppliers[0]!.id }]);
    expect(await readError(incomplete, 400)).toMatchObject({ code: 'AWARD_INCOMPLETE', field: 'awards' });
    const unoffered = await award([
      { formatId: flyerId, supplierId: suppliers[0]!.id, count: 1000 },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ]);
    expect(await readError(unoffered, 409)).toMatchObject({
      code: 'QUANTITY_NOT_OFFERED',
      message: expect.stringContaining('1000 pieces'),
    });
    const noAlternative = await award([
      { formatId: flyerId, supplierId: suppliers[2]!.id, alternative: true },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ]);
    expect(await readError(noAlternative, 409)).toMatchObject({ code: 'NO_ALTERNATIVE' });

    // The Flyer's 2,500 to Alpha, the Brief's alternative-less count to Beta.
    const split = await award([
      { formatId: flyerId, supplierId: suppliers[0]!.id, count: 2500 },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ]);
    expect(await read(split, NoticeSchema)).toEqual({ code: 'ORDER_SENT', message: 'Order sent' });
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({ state: 99, supplierId: null });
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards: [] })).statusCode).toBe(400);

    const alpha = await waitFor(
      async () => sink.to('s0@druck.de').find((m) => /^Auftrag PO-\d{4}-\d{4}: Mailing Q1$/.test(m.subject ?? '')),
      'Alpha’s order',
    );
    expect(alpha.text).toMatch(/- Flyer A5: Auflage 2\.500, Preis 750,00\s€/);
    expect(alpha.text).not.toContain('Brief DIN lang');
    expect(alpha.text).toMatch(/Nettosumme inkl\. Lieferkosten: 750,00\s€/);
    expect(alpha.text).toContain('Ihr Angebot: AL-77');
    const beta = await waitFor(
      async () => sink.to('s1@druck.de').find((m) => /^Objednávka PO-\d{4}-\d{4}: Mailing Q1$/.test(m.subject ?? '')),
      'Beta’s order',
    );
    expect(beta.text).toContain('Dobrý deň,\n');
    expect(beta.text).toMatch(/- Brief DIN lang: Náklad 2\s000, Cena 280,00\s€/);
    expect(beta.html).not.toContain('Flyer A5');
    expect(sink.to('s2@druck.de').filter((m) => m.subject?.startsWith('Order'))).toEqual([]);
  });

  it('orders the count plus run-on thousands, and an alternative with its description', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Gamma Print', 'en'],
    ]);
    await pub(0).post({
      formats: [
        { id: flyerId, price: '1200,00', runOnPer1000: '180,00' },
        { id: letterId, price: '300,00' },
      ],
    });
    await pub(1).post({
      formats: [
        { id: flyerId, price: 1300 },
        { id: letterId, price: 290, alternative: { description: 'Recycling paper 90 g', price: '260.50' } },
      ],
      terms: { quoteNumber: 'GP/311' },
    });
    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyerId, supplierId: suppliers[0]!.id, count: 7000 },
        { formatId: letterId, supplierId: suppliers[1]!.id, alternative: true },
      ],
    });
    expect(awarded.statusCode).toBe(200);
    const alpha = await waitFor(
      async () => sink.to('s0@druck.de').find((m) => m.subject?.startsWith('Auftrag')),
      'Alpha’s order',
    );
    // 1.200,00 € for 5.000 and 2 × 180,00 € for the 2.000 more.
    expect(alpha.text).toMatch(/- Flyer A5: Auflage 7\.000, Preis 1\.560,00\s€/);
    const gamma = await waitFor(
      async () => sink.to('s1@druck.de').find((m) => m.subject?.startsWith('Order')),
      'Gamma’s order',
    );
    expect(gamma.text).toContain(
      '- Brief DIN lang (Your alternative: Recycling paper 90 g): Quantity 2,000, Price €260.50',
    );
    expect(gamma.text).toContain('Your quote: GP/311');
    const awards = await app.deps.db
      .selectFrom('awards')
      .select(['formatId', 'count', 'price', 'alternative'])
      .execute();
    expect(awards.sort((a, b) => a.count - b.count)).toEqual([
      { formatId: letterId, count: 2000, price: 26_050, alternative: 'Recycling paper 90 g' },
      { formatId: flyerId, count: 7000, price: 156_000, alternative: null },
    ]);
  });

  it('tells the printshops not chosen, each in its language, with the place of its offer', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTask(app, [
      ['Druckerei Alpha', 'de'],
      ['Tlačiareň Beta', 'sk'],
      ['Gamma Print', 'en'],
    ]);
    for (const [i, price] of [1300, 1250, 1400].entries()) {
      await pub(i).post({
        formats: [
          { id: flyerId, price },
          { id: letterId, price: 300 },
        ],
      });
    }
    const awards = [flyerId, letterId].map((formatId) => ({ formatId, supplierId: suppliers[2]!.id }));
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards })).statusCode).toBe(200);

    const alpha = await waitFor(
      async () => sink.to('s0@druck.de').find((m) => m.subject?.startsWith('Ihr Angebot')),
      'Alpha’s word',
    );
    expect(alpha.subject).toBe('Ihr Angebot für Mailing Q1');
    expect(alpha.text).toContain('Guten Tag Druckerei Alpha,');
    expect(alpha.text).toContain('Ihr Angebot lag auf Platz 2 von 3.');
    expect(alpha.text).toContain('Anna Einkauf');
    const beta = await waitFor(
      async () => sink.to('s1@druck.de').find((m) => m.subject?.startsWith('Vaša ponuka')),
      'Beta’s word',
    );
    expect(beta.subject).toBe('Vaša ponuka na Mailing Q1');
    expect(beta.text).toContain('Vaša ponuka sa umiestnila na 1. mieste z 3.');
    expect(beta.html).toContain('Tešíme sa na Vašu ponuku');
    const gamma = await waitFor(
      async () => sink.to('s2@druck.de').find((m) => /^Order PO-\d{4}-\d{4}: Mailing Q1$/.test(m.subject ?? '')),
      'Gamma’s order',
    );
    expect(gamma.text).toContain('Hello Gamma Print,');
  });
});
