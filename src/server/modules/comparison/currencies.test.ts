import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/money.ts';
import { AwardPreviewSchema } from '../../../shared/schemas/award.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { EcbRatesSchema } from '../../../shared/schemas/rates.ts';
import { TaskDefaultsSchema, TaskSchema } from '../../../shared/schemas/tasks.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read, readError } from '../../test/read.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';

// An excerpt of the ECB's eurofxref-daily.xml as published: each currency per 1 EUR.
const ecbXml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='2026-12-01'><Cube currency='CZK' rate='25.000'/><Cube currency='PLN' rate='4.2500'/></Cube></Cube>
</gesmes:Envelope>`;

describe('currencies', () => {
  let sink: SmtpSink | undefined;
  let app: TestApp | undefined;
  let ecb: Server | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
    await new Promise((done) => (ecb ? ecb.close(done) : done(undefined)));
    ecb = undefined;
  });

  it('ranks a CZK offer among EUR offers at the task’s rate, previews the award in EUR and orders in CZK', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: { pollMs: 50 } });
    const { api, task, suppliers, pub, offer } = await sentTask(app, 3, 'buyer', {
      currencies: ['EUR', 'CZK'],
      rates: { CZK: '0.04' },
    });
    expect(task).toMatchObject({ currency: 'EUR', currencies: ['EUR', 'CZK'], rates: { CZK: 0.04 } });
    const czech = pub(suppliers[0]!.id);
    expect((await read(czech.get(), PubOfferSchema)).task.currencies).toEqual(['EUR', 'CZK']);

    // 20,000 + 10,000 CZK = 800 + 400 EUR; the others 1,500 and 1,100 EUR.
    const [flyer, letter] = task.formats;
    const inCzk = await czech.post({
      currency: 'CZK',
      formats: [
        { id: flyer!.id, price: '20000' },
        { id: letter!.id, price: '10000' },
      ],
    });
    const page = await read(inCzk, PubOfferSchema);
    expect(page.supplierTask).toMatchObject({ currency: 'CZK', sum: 3_000_000 });
    await offer(1, [1000, 500]);
    await offer(2, [900, 200]);
    const inGbp = await pub(suppliers[1]!.id).post({ currency: 'GBP', formats: [{ id: flyer!.id, price: 1 }] });
    expect((await readError(inGbp, 400)).code).toBe('CURRENCY_NOT_ACCEPTED');

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.currency).toBe('EUR');
    expect(comparison.offers.map((o) => [o.name, o.sum, o.currency, o.quotedSum])).toEqual([
      ['Druck 2', 110_000, 'EUR', 110_000],
      ['Druck 0', 120_000, 'CZK', 3_000_000],
      ['Druck 1', 150_000, 'EUR', 150_000],
    ]);
    expect(comparison.offers[1]!.prices.map((p) => p.price)).toEqual([2_000_000, 1_000_000]);
    expect(comparison.lowest).toEqual([
      { id: flyer!.id, price: 80_000, landed: 80_000, supplierIds: [suppliers[0]!.id] },
      { id: letter!.id, price: 20_000, landed: 20_000, supplierIds: [suppliers[2]!.id] },
    ]);
    // The places the EUR printshops were given when they offered, the CZK offer weighed in EUR (1,200.00).
    expect((await read(pub(suppliers[1]!.id).get(), PubOfferSchema)).rank).toEqual({ position: 2, of: 2 });
    expect((await read(pub(suppliers[2]!.id).get(), PubOfferSchema)).rank).toEqual({ position: 1, of: 3 });

    const awards = [
      { formatId: flyer!.id, supplierId: suppliers[0]!.id },
      { formatId: letter!.id, supplierId: suppliers[2]!.id },
    ];
    const preview = await read(api.post(`/api/tasks/${task.id}/award/preview`, { awards }), AwardPreviewSchema);
    expect(preview).toMatchObject({ currency: 'EUR', total: 100_000, bestSingle: { total: 110_000 }, saving: 10_000 });
    expect(preview.perSupplier.find((o) => o.supplierId === suppliers[0]!.id)).toMatchObject({
      currency: 'CZK',
      total: 80_000,
      quotedTotal: 2_000_000,
    });

    expect((await api.post(`/api/tasks/${task.id}/award`, { awards })).statusCode).toBe(200);
    const mail = await waitFor(
      async () => sink!.to('s0@druck.de').find((m) => m.subject?.startsWith('Auftrag')),
      'order',
    );
    const czk = formatMoney(2_000_000, 'CZK', 'de');
    expect(czk).toBe('20.000,00\u00a0CZK');
    expect(mail.text).toContain(`Preis ${czk}`);
    expect(mail.text).toContain(`Nettosumme inkl. Lieferkosten: ${czk}`);
    const pdf = await pdfText(mail.attachments[0]!.content);
    expect(pdf).toContain('Nettosumme inkl. Lieferkosten 20.000,00 CZK');
    const won = await read(czech.get(), PubOfferSchema);
    expect(won.award).toMatchObject({ currency: 'CZK', won: [{ formatId: flyer!.id, price: 2_000_000 }] });
  });

  it('keeps a task accepting a currency without a rate from being sent, naming the currency', async () => {
    app = await buildTestApp();
    const api = apiAs(app, (await signUp(app, 'buyer')).cookie);
    await api.put('/api/suppliers', { name: 'Tiskárna', email: 'cz@druck.cz', language: 'sk' });
    const task = await read(api.put('/api/tasks', completeTask({ currencies: ['EUR', 'PLN'] })), TaskSchema);
    const refused = await readError(api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] }), 409);
    expect(refused).toMatchObject({ code: 'RATE_MISSING', message: expect.stringContaining('PLN') });
    const bad = await api.post(`/api/tasks/${task.id}`, { rates: { PLN: '-1' } });
    expect(bad.statusCode).toBe(400);
    const fixed = await read(api.post(`/api/tasks/${task.id}`, { rates: { PLN: '0.2353' } }), TaskSchema);
    expect(fixed.rates).toEqual({ PLN: 0.2353 });
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
  });

  it('keeps the workspace’s currency, and a task made in CZK reads ECB rates as CZK per unit, uploaded or fetched', async () => {
    ecb = createServer((_req, res) => res.end(ecbXml));
    await new Promise<void>((done) => ecb!.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(ecb.address() as AddressInfo).port}/eurofxref-daily.xml`;
    app = await buildTestApp({ config: { ecbRatesUrl: url } });
    const api = apiAs(app, (await signUp(app, 'buyer')).cookie);
    expect((await read(api.get('/api/workspace'), WorkspaceSchema)).currency).toBe('EUR');
    const upload = await read(api.post('/api/rates/ecb', { xml: ecbXml }), EcbRatesSchema);
    expect(upload).toEqual({ date: '2026-12-01', currency: 'EUR', rates: { CZK: 0.04, PLN: 0.2352941176 } });

    expect((await read(api.get('/api/tasks/defaults'), TaskDefaultsSchema)).currency).toBe('EUR');
    expect((await read(api.post('/api/workspace', { currency: 'CZK' }), WorkspaceSchema)).currency).toBe('CZK');
    // A new task's form writes its budget in the workspace's currency.
    expect((await read(api.get('/api/tasks/defaults'), TaskDefaultsSchema)).currency).toBe('CZK');
    const fetched = await read(api.post('/api/rates/ecb', {}), EcbRatesSchema);
    expect(fetched).toEqual({ date: '2026-12-01', currency: 'CZK', rates: { EUR: 25, PLN: 5.882352941 } });
    const task = await read(api.put('/api/tasks', completeTask({ currencies: ['CZK', 'EUR'] })), TaskSchema);
    expect(task).toMatchObject({ currency: 'CZK', currencies: ['CZK', 'EUR'] });
    const bad = await readError(api.post('/api/rates/ecb', { xml: '<html/>' }), 400);
    expect(bad.code).toBe('RATES_UNREADABLE');
  });
});
