import { afterEach, describe, expect, it } from 'vitest';
import { offerToken } from '../../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, useTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask, flyer, inDays } from '../../test/tasks.ts';

const letter = { ...flyer, title: 'Brief DIN lang', count: 2000 };
const scaled = { ...flyer, counts: [1000, 2500], runOn: true };

/** A sent task whose Flyer asks for 1,000 / 2,500 / 5,000 and run-on, its Brief for 2,000 only. */
async function scaledTender(app: TestApp, shops: [string, 'de' | 'en' | 'sk'][], task = {}) {
  const api = apiAs(app, (await signUp(app, 'buyer')).cookie);
  await api.post('/api/account/settings', { language: 'de', signature: 'Anna Einkauf' });
  const suppliers: { id: string; email: string }[] = [];
  for (const [i, [name, language]] of shops.entries()) {
    suppliers.push((await api.put('/api/suppliers', { name, email: `s${i}@druck.de`, language })).json());
  }
  const created = (await api.put('/api/tasks', completeTask({ formats: [scaled, letter], ...task }))).json();
  expect((await api.post(`/api/tasks/${created.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
  const [flyerId, letterId] = created.formats.map((f: { id: string }) => f.id) as [string, string];
  const pub = (i: number) => {
    const url = `/api/pub/tasks/${created.id}/${suppliers[i]!.id}`;
    const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, created.id, suppliers[i]!.id) };
    return {
      get: () => app.inject({ url, headers }),
      post: (body: object) => app.inject({ method: 'POST', url, headers, payload: body }),
    };
  };
  return { api, task: created, suppliers, flyerId, letterId, pub };
}

describe('quantity scales, run-on, terms and alternatives', () => {
  const t = useTestApp();

  it('keeps a format’s further quantities and run-on, and refuses them out of order, repeated or too many', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'planner')).cookie);
    const task = (await api.put('/api/tasks', completeTask({ formats: [scaled] }))).json();
    expect(task.formats[0]).toMatchObject({ count: 5000, counts: [1000, 2500], runOn: true });
    expect((await api.get(`/api/tasks/${task.id}`)).json().formats[0]).toMatchObject({
      counts: [1000, 2500],
      runOn: true,
    });
    const plain = (await api.put('/api/tasks', completeTask({ formats: [flyer] }))).json();
    expect(plain.formats[0]).toMatchObject({ counts: [], runOn: false });

    for (const [counts, key] of [
      [[2500, 1000], 'quantities'],
      [[1000, 1000], 'quantities'],
      [[1000, 5000], 'quantities'],
      [[0], 'tooSmall'],
      [[1, 2, 3, 4, 6, 7], 'tooMany'],
    ] as const) {
      const res = await api.post(
        `/api/tasks/${task.id}`,
        completeTask({ formats: [{ ...scaled, counts: [...counts] }] }),
      );
      expect(res.statusCode, JSON.stringify(counts)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID', field: expect.stringMatching(/^formats\.0\.counts/), key });
    }
  });

  it('stores a printshop’s scales, run-on, terms and alternative; staff see them, no other printshop does', async () => {
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTender(t.app, [
      ['Druck A', 'de'],
      ['Druck B', 'en'],
    ]);
    const page = (await pub(0).get()).json();
    expect(page.task.formats).toMatchObject([
      { id: flyerId, count: 5000, counts: [1000, 2500], runOn: true },
      { id: letterId, count: 2000, counts: [], runOn: false },
    ]);
    const submitted = await pub(0).post({
      formats: [
        {
          id: flyerId,
          price: '1200,00',
          scales: [
            { count: 2500, price: '750,00' },
            { count: 1000, price: '400,00' },
          ],
          runOnPer1000: '180,00',
          alternative: { description: '115 g statt 135 g', price: '1100,00', scales: [{ count: 1000, price: 350 }] },
        },
        { id: letterId, price: 300 },
      ],
      terms: {
        oversPercent: 5,
        oversPer1000: '20,00',
        validDays: 30,
        quoteNumber: 'A-2026-114',
        note: 'Papierpreis freibleibend',
      },
    });
    expect(submitted.statusCode).toBe(200);
    const own = submitted.json();
    expect(own.supplierTask.sum).toBe(150_000);
    expect(own.supplierTask.formats[0]).toEqual({
      id: flyerId,
      price: 120_000,
      scales: [
        { count: 1000, price: 40_000 },
        { count: 2500, price: 75_000 },
      ],
      runOnPer1000: 18_000,
      alternative: { description: '115 g statt 135 g', price: 110_000, scales: [{ count: 1000, price: 35_000 }] },
    });
    expect(own.supplierTask.terms).toEqual({
      oversPercent: 5,
      oversPer1000: 2000,
      validDays: 30,
      quoteNumber: 'A-2026-114',
      note: 'Papierpreis freibleibend',
    });

    // Another printshop's page shows its own (empty) offer and the rank, nothing of A's prices or terms.
    const other = await pub(1).get();
    expect(other.json().supplierTask).toMatchObject({ sum: null, terms: null });
    expect(other.json().supplierTask.formats[0]).toEqual({
      id: flyerId,
      price: null,
      scales: [],
      runOnPer1000: null,
      alternative: null,
    });
    for (const secret of ['A-2026-114', '115 g', '75000', '18000', 'Papierpreis'])
      expect(other.body).not.toContain(secret);

    const comparison = (await api.get(`/api/tasks/${task.id}/offers`)).json();
    expect(comparison.formats[0]).toMatchObject({ id: flyerId, count: 5000, counts: [1000, 2500], runOn: true });
    expect(comparison.offers[0]).toMatchObject({
      supplierId: suppliers[0]!.id,
      sum: 150_000,
      terms: { quoteNumber: 'A-2026-114', validDays: 30 },
      prices: [
        { id: flyerId, runOnPer1000: 18_000, alternative: { description: '115 g statt 135 g' } },
        { id: letterId },
      ],
    });
    expect(comparison.lowestScales).toEqual([
      { id: flyerId, count: 1000, price: 40_000 },
      { id: flyerId, count: 2500, price: 75_000 },
    ]);
    expect(comparison.lowestRunOn).toEqual([{ id: flyerId, price: 18_000 }]);
    expect(comparison.offers[0].history[0].prices[0].scales).toHaveLength(2);
  });

  it('ranks on the count prices only, and takes the spec’s { id, price } body as before', async () => {
    const { pub, flyerId, letterId } = await scaledTender(t.app, [
      ['Druck A', 'de'],
      ['Druck B', 'de'],
    ]);
    // A is far cheaper for 1,000 and 2,500 pieces and on run-on, but dearer at the count.
    await pub(0).post({
      formats: [
        {
          id: flyerId,
          price: 1300,
          scales: [
            { count: 1000, price: 10 },
            { count: 2500, price: 20 },
          ],
          runOnPer1000: 1,
        },
        { id: letterId, price: 300 },
      ],
    });
    const plain = await pub(1).post({
      formats: [
        { id: flyerId, price: 1200 },
        { id: letterId, price: 300 },
      ],
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ position: 1, supplierTask: { sum: 150_000, terms: null } });
    expect((await pub(0).get()).json()).toMatchObject({ position: 2, percentage: 100 });
  });

  it('refuses a price for a quantity not asked, run-on not asked, and prices of one quantity twice', async () => {
    const { pub, flyerId, letterId } = await scaledTender(t.app, [['Druck A', 'de']]);
    const cases: [object, string, string][] = [
      [
        { id: flyerId, price: 1, scales: [{ count: 3000, price: 1 }] },
        'QUANTITY_NOT_ASKED',
        'formats.0.scales.0.count',
      ],
      [
        { id: flyerId, price: 1, scales: [{ count: 5000, price: 1 }] },
        'QUANTITY_NOT_ASKED',
        'formats.0.scales.0.count',
      ],
      [
        {
          id: flyerId,
          price: 1,
          scales: [
            { count: 1000, price: 1 },
            { count: 1000, price: 2 },
          ],
        },
        'QUANTITY_NOT_ASKED',
        'formats.0.scales.1.count',
      ],
      [
        { id: flyerId, price: 1, alternative: { description: 'x', price: 1, scales: [{ count: 4, price: 1 }] } },
        'QUANTITY_NOT_ASKED',
        'formats.0.alternative.scales.0.count',
      ],
    ];
    for (const [entry, code, field] of cases) {
      const res = await pub(0).post({ formats: [entry, { id: letterId, price: 1 }] });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ code, field, message: expect.stringMatching(/was not asked for/) });
    }
    const runOn = await pub(0).post({
      formats: [
        { id: flyerId, price: 1 },
        { id: letterId, price: 1, runOnPer1000: 1 },
      ],
    });
    expect(runOn.json()).toMatchObject({ code: 'RUN_ON_NOT_ASKED', field: 'formats.1.runOnPer1000' });
    const terms = await pub(0).post({
      formats: [
        { id: flyerId, price: 1 },
        { id: letterId, price: 1 },
      ],
      terms: { validDays: 0 },
    });
    expect(terms.json()).toMatchObject({ code: 'INVALID', field: 'terms.validDays', key: 'tooSmall' });
    const alternative = await pub(0).post({
      formats: [
        { id: flyerId, price: 1, alternative: { description: ' ', price: 1 } },
        { id: letterId, price: 1 },
      ],
    });
    expect(alternative.json()).toMatchObject({
      code: 'INVALID',
      field: 'formats.0.alternative.description',
      key: 'required',
    });
  });

  it('flags an offer that holds for less long than the award is planned', async () => {
    const { api, task, pub, flyerId, letterId } = await scaledTender(
      t.app,
      [
        ['Druck A', 'de'],
        ['Druck B', 'de'],
      ],
      {
        awardDate: inDays(40),
      },
    );
    await pub(0).post({
      formats: [
        { id: flyerId, price: 1 },
        { id: letterId, price: 1 },
      ],
      terms: { validDays: 10 },
    });
    await pub(1).post({
      formats: [
        { id: flyerId, price: 2 },
        { id: letterId, price: 2 },
      ],
      terms: { validDays: 60 },
    });
    const offers = (await api.get(`/api/tasks/${task.id}/offers`)).json().offers;
    expect(offers.map((o: { validUntil: string; expiresEarly: boolean }) => [o.validUntil, o.expiresEarly])).toEqual([
      [inDays(10), true],
      [inDays(60), false],
    ]);
  });
});

describe('awarding quantities and alternatives', () => {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });
  /** The app, its order mails delivered to a real SMTP server on loopback. */
  async function mailingApp(): Promise<{ app: TestApp; sink: SmtpSink }> {
    sink = await new SmtpSink().start();
    app = await buildTestApp({
      config: { smtpUrl: sink.url },
      outbox: { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 },
    });
    return { app, sink };
  }

  it('orders a scale quantity, a run-on quantity and an alternative, each winner mailed in its language', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTender(app, [
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
    expect(incomplete.json()).toMatchObject({ code: 'AWARD_INCOMPLETE', field: 'awards' });
    const unoffered = await award([
      { formatId: flyerId, supplierId: suppliers[0]!.id, count: 1000 },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ]);
    expect(unoffered.statusCode).toBe(409);
    expect(unoffered.json()).toMatchObject({
      code: 'QUANTITY_NOT_OFFERED',
      message: expect.stringContaining('1000 pieces'),
    });
    const noAlternative = await award([
      { formatId: flyerId, supplierId: suppliers[2]!.id, alternative: true },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ]);
    expect(noAlternative.json()).toMatchObject({ code: 'NO_ALTERNATIVE' });

    // The Flyer's 2,500 to Alpha, the Brief's alternative-less count to Beta.
    const split = await award([
      { formatId: flyerId, supplierId: suppliers[0]!.id, count: 2500 },
      { formatId: letterId, supplierId: suppliers[1]!.id },
    ]);
    expect(split.json()).toEqual({ code: 'ORDER_SENT', message: 'Order sent!' });
    expect((await api.get(`/api/tasks/${task.id}`)).json()).toMatchObject({ state: 99, supplierId: null });
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards: [] })).statusCode).toBe(400);

    const alpha = await waitFor(
      async () => sink.to('s0@druck.de').find((m) => m.subject === 'Auftrag: Mailing Q1'),
      'Alpha’s order',
    );
    expect(alpha.text).toMatch(/- Flyer A5: Auflage 2\.500, Preis 750,00\s€/);
    expect(alpha.text).not.toContain('Brief DIN lang');
    expect(alpha.text).toMatch(/Summe: 750,00\s€/);
    expect(alpha.text).toContain('Ihr Angebot: AL-77');
    const beta = await waitFor(
      async () => sink.to('s1@druck.de').find((m) => m.subject === 'Objednávka: Mailing Q1'),
      'Beta’s order',
    );
    expect(beta.text).toContain('Dobrý deň, Tlačiareň Beta,');
    expect(beta.text).toMatch(/- Brief DIN lang: Náklad 2\s000, Cena 280,00\s€/);
    expect(beta.html).not.toContain('Flyer A5');
    expect(sink.to('s2@druck.de').filter((m) => m.subject?.startsWith('Order'))).toEqual([]);
  });

  it('orders the count plus run-on thousands, and an alternative with its description', async () => {
    const { app, sink } = await mailingApp();
    const { api, task, suppliers, flyerId, letterId, pub } = await scaledTender(app, [
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
});
