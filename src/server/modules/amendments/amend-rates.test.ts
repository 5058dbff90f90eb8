import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { useTestApp } from '../../test/helper.ts';
import { amendmentText, useMailingApp } from '../../test/mailing.ts';
import { sentTask } from '../../test/offers.ts';
import { quoteInCzk } from '../../test/foreign-offer.ts';
import { read, readError } from '../../test/read.ts';
import { scaledTask } from '../../test/scaled-task.ts';

const inCzk = { currencies: ['EUR' as const, 'CZK' as const], rates: { CZK: '0.04' } };

describe('a rate changed after sending', () => {
  const t = useTestApp();

  it('is an amendment: offers stay current, the comparison weighs them at the new rate at once, the trail has it', async () => {
    const sent = await sentTask(t.app, 3, 'buyer', inCzk);
    const { api, task, suppliers, pub, offer } = sent;
    // 20,000 + 10,000 CZK: 1,200 EUR at 0.04, 900 EUR at 0.03; the others 1,500 and 1,100 EUR.
    await quoteInCzk(sent);
    await offer(1, [1000, 500]);
    await offer(2, [900, 200]);
    const order = async () =>
      (await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).offers.map((o) => [o.name, o.sum]);
    expect(await order()).toEqual([
      ['Druck 2', 110_000],
      ['Druck 0', 120_000],
      ['Druck 1', 150_000],
    ]);

    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, {
        version: task.version,
        message: 'Neuer Kurs.',
        rates: { CZK: '0,03' },
      }),
      TaskSchema,
    );
    const change = { field: 'rate', currency: 'CZK', taskCurrency: 'EUR', old: 0.04, new: 0.03 };
    expect(amended).toMatchObject({ rates: { CZK: 0.03 }, currencies: ['EUR', 'CZK'], state: 50 });
    expect(amended.revisions).toEqual([
      expect.objectContaining({ number: 1, pricesChanged: false, changes: [change] }),
    ]);
    expect(await order()).toEqual([
      ['Druck 0', 90_000],
      ['Druck 2', 110_000],
      ['Druck 1', 150_000],
    ]);
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.every((o) => !o.stale)).toBe(true);
    expect(comparison.offers[0]).toMatchObject({ currency: 'CZK', rate: 0.03, quotedSum: 3_000_000 });
    const page = await read(pub(suppliers[0]!.id).get(), PubOfferSchema);
    expect(page.supplierTask).toMatchObject({ stale: false, currency: 'CZK', sum: 3_000_000 });
    expect(page.task.amendments).toEqual([expect.objectContaining({ number: 1, changes: [change] })]);

    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.find((e) => e.kind === 'amended')).toMatchObject({ subject: 'Neuer Kurs.', changes: [change] });
  });

  it('refuses the same rate as no change, a dropped currency, and a currency added without its rate', async () => {
    const { api, task, pub, suppliers } = await sentTask(t.app, 1, 'buyer', inCzk);
    const amend = (body: object, version = task.version) =>
      api.post(`/api/tasks/${task.id}/amend`, { version, message: '', ...body });
    expect((await readError(amend({ rates: { CZK: 0.04 } }), 400)).code).toBe('NOTHING_CHANGED');
    expect((await readError(amend({ rates: { CZK: '-1' } }), 400)).field).toBe('rates.CZK');
    // A rate of a currency the task does not accept is no change either.
    expect((await readError(amend({ rates: { PLN: 0.25 } }), 400)).code).toBe('NOTHING_CHANGED');
    expect(await readError(amend({ currencies: ['EUR'] }), 400)).toMatchObject({
      code: 'CURRENCY_KEPT',
      field: 'currencies',
      message: expect.stringContaining('CZK'),
    });
    expect(await readError(amend({ currencies: ['EUR', 'CZK', 'PLN'] }), 409)).toMatchObject({
      code: 'RATE_MISSING',
      field: 'rates',
      message: expect.stringContaining('PLN'),
    });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).revisions).toEqual([]);

    // Added with its rate: printshops may quote in it at once. An order given differently keeps those accepted first.
    const added = await read(amend({ currencies: ['PLN', 'CZK', 'EUR'], rates: { PLN: '0.2353' } }), TaskSchema);
    expect(added).toMatchObject({ currencies: ['EUR', 'CZK', 'PLN'], rates: { CZK: 0.04, PLN: 0.2353 } });
    expect(added.revisions[0]!.changes).toEqual([
      { field: 'currencies', old: ['EUR', 'CZK'], new: ['EUR', 'CZK', 'PLN'] },
      { field: 'rate', currency: 'PLN', taskCurrency: 'EUR', old: null, new: 0.2353 },
    ]);
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).task.currencies).toEqual(['EUR', 'CZK', 'PLN']);
  });
});

describe('the amendment mail of a rate changed', () => {
  const mailingApp = useMailingApp();

  it('tells every printshop the rate old → new, in German, English and Slovak', async () => {
    const { app, sink } = await mailingApp();
    const { api, task } = await scaledTask(
      app,
      [
        ['Druckerei Alpha', 'de'],
        ['Gamma Print', 'en'],
        ['Tlačiareň Beta', 'sk'],
      ],
      inCzk,
    );
    const res = await api.post(`/api/tasks/${task.id}/amend`, {
      version: task.version,
      message: 'Neuer Kurs der EZB.',
      rates: { CZK: '0.041' },
    });
    expect(res.statusCode).toBe(200);
    const german = await amendmentText(sink, 's0@druck.de', 1);
    expect(german).toContain('Wechselkurs CZK: 0,0400 → 0,0410 EUR');
    expect(german).toContain('Neuer Kurs der EZB.');
    expect(await amendmentText(sink, 's1@druck.de', 1)).toContain('Exchange rate CZK: 0.0400 → 0.0410 EUR');
    expect(await amendmentText(sink, 's2@druck.de', 1)).toContain('Výmenný kurz CZK: 0,0400 → 0,0410 EUR');
  });
});
