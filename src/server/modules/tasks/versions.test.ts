import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema, type Supplier } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { waitFor, type TestApp } from '../../test/helper.ts';
import { amendmentText, useMailingApp } from '../../test/mailing.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask, flyer } from '../../test/tasks.ts';

// Versions (docs/product.md#versions): a format in several versions, the same spec with other content, priced for
// the whole and, when asked, per version change; the landed totals count (versions − 1) changes.

const names = ['Müller', 'Schmidt', 'Novák', 'Kováč', 'Weber', 'Wagner', 'Becker', 'Hoffmann'];
const cards = {
  ...flyer,
  title: 'Visitenkarten',
  count: 2000,
  versions: names.map((name) => ({ name, count: 250 })),
  versionChangePrice: true,
};

async function buyer(app: TestApp) {
  return apiAs(app, (await signUp(app, 'buyer')).cookie);
}

describe('versions', () => {
  const start = useMailingApp();

  it('make the count their sum (400 naming the format otherwise), each name once; stored formats keep them', async () => {
    const { app } = await start();
    const api = await buyer(app);
    const wrong = await readError(api.put('/api/tasks', completeTask({ formats: [{ ...cards, count: 2500 }] })), 400);
    expect(wrong).toMatchObject({
      code: 'INVALID',
      field: 'formats.0.count',
      key: 'versionsSum',
      params: { sum: 2000 },
    });
    const twice = { ...cards, versions: [...cards.versions.slice(0, 7), { name: 'müller', count: 250 }] };
    const repeated = await readError(api.put('/api/tasks', completeTask({ formats: [twice] })), 400);
    expect(repeated).toMatchObject({ code: 'INVALID', field: 'formats.0.versions.7.name' });

    const task = await read(api.put('/api/tasks', completeTask({ formats: [cards] })), TaskSchema);
    expect(task.formats[0]).toMatchObject({ count: 2000, versions: cards.versions, versionChangePrice: true });
    // A client that names no versions keeps them; [] drops them.
    const { versions: _v, versionChangePrice: _p, ...plain } = task.formats[0]!;
    const kept = await read(
      api.post(`/api/tasks/${task.id}`, { version: task.version, formats: [{ ...plain, title: 'Karten' }] }),
      TaskSchema,
    );
    expect(kept.formats[0]).toMatchObject({ title: 'Karten', versions: cards.versions, versionChangePrice: true });
    const stored = await read(api.post(`/api/tasks/${task.id}/formats/${task.formats[0]!.id}/store`), TaskSchema);
    const listed = await read(api.get(`/api/formats`), FormatListSchema);
    expect(listed.items.find((f) => f.id === stored.formats[0]!.formatId)?.versions).toEqual(cards.versions);
    const created = await read(
      api.put('/api/formats', { title: 'Flyer', versions: [{ name: 'DE', count: 1 }] }),
      FormatSchema,
      201,
    );
    expect(created.versions).toEqual([{ name: 'DE', count: 1 }]);
    const twiceStored = { versions: [...created.versions, { name: 'de', count: 2 }] };
    const refused = await readError(api.post(`/api/formats/${created.id}`, twiceStored), 400);
    expect(refused).toMatchObject({ code: 'INVALID', field: 'versions.1.name' });
    const dropped = await read(api.post(`/api/formats/${created.id}`, { versions: [] }), FormatSchema);
    expect(dropped.versions).toEqual([]);
  });

  it('are priced whole plus (versions − 1) version changes in the totals, ranks, award and order; an amendment revises them', async () => {
    const { app, sink } = await start();
    const api = await buyer(app);
    const shops: Supplier[] = [];
    for (const [name, language] of [
      ['Druck Alpha', 'de'],
      ['Tlač Beta', 'sk'],
    ] as const) {
      const email = `${language}@druck.test`;
      shops.push(await read(api.put('/api/suppliers', { name, email, language }), SupplierSchema));
    }
    const letter = { ...flyer, title: 'Brief', count: 1000 };
    const task = await read(api.put('/api/tasks', completeTask({ formats: [cards, letter] })), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const [cardsId, letterId] = task.formats.map((f) => f.id) as [string, string];
    const pub = (i: number) => {
      const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, shops[i]!.id) };
      const url = `/api/pub/tasks/${task.id}/${shops[i]!.id}`;
      return {
        get: () => read(app.inject({ url, headers }), PubOfferSchema),
        post: (payload: object) => app.inject({ method: 'POST', url, headers, payload }),
      };
    };

    const page = await pub(1).get();
    expect(page.task.formats[0]).toMatchObject({ versions: cards.versions, versionChangePrice: true });
    const invitation = await waitFor(async () => sink.to('sk@druck.test')[0], 'the Slovak invitation');
    expect(invitation.text).toContain('Verzie: 8 × 250: Müller 250, Schmidt 250');
    expect(invitation.text).toContain('Výmena verzie: žiadame cenu za výmenu verzie');
    const german = await waitFor(async () => sink.to('de@druck.test')[0], 'the German invitation');
    expect(german.text).toContain('Sorten: 8 × 250: Müller 250');

    // Asked: the price per change is required; not asked: refused.
    const missing = await pub(0).post({ formats: [{ id: cardsId, price: 1000 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID', field: 'formats.0.versionChangePrice' });
    const unasked = await pub(0).post({
      formats: [
        { id: cardsId, price: 1000, versionChangePrice: 10 },
        { id: letterId, price: 200, versionChangePrice: 10 },
      ],
    });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json()).toMatchObject({ field: 'formats.1.versionChangePrice' });

    // Alpha: 1,000 + 7 × 10 = 1,070; Beta: 1,040 + 7 × 5 = 1,075. Cheaper whole, Beta is dearer landed.
    const offers = [
      { cards: { price: 1000, versionChangePrice: 10 }, letter: 200 },
      { cards: { price: 1040, versionChangePrice: 5 }, letter: 200 },
    ];
    for (const [i, o] of offers.entries()) {
      const sent = await pub(i).post({
        formats: [
          { id: cardsId, ...o.cards },
          { id: letterId, price: o.letter },
        ],
        terms: { deliveryCost: 50 },
      });
      expect(sent.statusCode).toBe(200);
    }
    const beta = await pub(1).get();
    expect(beta.supplierTask.sum).toBe(132_500);
    expect(beta.supplierTask.formats[0]).toMatchObject({ price: 104_000, versionChangePrice: 500, versions: 8 });
    expect(beta.rank).toEqual({ position: 2, of: 2 });
    const read1 = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const sumOf = (i: number) => read1.supplierTasks.find((s) => s.supplierId === shops[i]!.id)?.sum;
    expect([sumOf(0), sumOf(1)]).toEqual([132_000, 132_500]);

    // The comparison and the export name the versions.
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.formats[0]).toMatchObject({ versions: cards.versions, versionChangePrice: true });
    const csv = (await api.get(`/api/tasks/${task.id}/offers.csv`)).body;
    expect(csv).toContain('Visitenkarten (Versions: 8 × 250: Müller 250');
    // Alpha's total: 1,000 + 7 × 10 + 200 + 50 delivery.
    expect(csv).toMatch(/Druck Alpha,,1000.00,200.00,1320.00,50.00/);

    const preview = await api.post(`/api/tasks/${task.id}/award/preview`, {
      awards: [
        { formatId: cardsId, supplierId: shops[1]!.id },
        { formatId: letterId, supplierId: shops[1]!.id },
      ],
    });
    expect(preview.json()).toMatchObject({ total: 132_500, bestSingle: { supplierId: shops[0]!.id, total: 132_000 } });

    // A ninth name is a change like others: the format is revised, and told old → new.
    const nine = [...cards.versions.map((v) => ({ ...v, count: 200 })), { name: 'Schulz', count: 400 }];
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, {
        version: read1.version,
        formats: [{ ...read1.formats[0]!, versions: nine }, read1.formats[1]!],
      }),
      TaskSchema,
    );
    expect(amended.formats[0]!.revision).toBe(2);
    const told = await amendmentText(sink, 'de@druck.test', 1);
    expect(told).toContain('Sorten: 8 × 250: Müller 250');
    expect(told).toContain('→ 9: Müller 200');
    const confirmed = await pub(1).post({
      formats: [{ id: cardsId, price: 1040, versionChangePrice: 5, revision: 2 }],
      keepOthers: true,
    });
    expect(confirmed.statusCode).toBe(200);
    // 1,040 + 8 × 5 = 1,080 for the cards, 200 for the letter, 50 delivery.
    expect((await pub(1).get()).supplierTask.sum).toBe(133_000);

    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: cardsId, supplierId: shops[1]!.id },
        { formatId: letterId, supplierId: shops[1]!.id },
      ],
    });
    expect(awarded.statusCode).toBe(200);
    const order = await waitFor(
      async () => sink.to('sk@druck.test').find((m) => m.attachments.length > 0),
      'the Slovak order',
    );
    const pdf = await pdfText(order.attachments[0]!.content);
    expect(pdf).toContain('Verzie: 9: Müller 200');
    expect(pdf).toMatch(/1\s?080,00/);
    expect(order.text).toMatch(/1\s?080,00/);
  });
});
