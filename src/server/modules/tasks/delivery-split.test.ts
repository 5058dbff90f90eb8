import { describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../../shared/dates.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { waitFor, type TestApp } from '../../test/helper.ts';
import { useMailingApp } from '../../test/mailing.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask, flyer, inDays } from '../../test/tasks.ts';

// Delivery addresses (docs/product.md#delivery-addresses): a task's formats split over several addresses, each
// with its date; every format's counts add up to its quantity.

const letter = { ...flyer, title: 'Brief DIN lang', count: 2000 };
const north = { address: 'Lager Nord\nHafenstraße 3, 20457 Hamburg', date: inDays(28) };
const south = { address: 'Filiale Süd, Marienplatz 1, München', date: inDays(31) };
/** Flyer 5,000 and Brief 2,000, split 3,000 + 2,000 and 1,500 + 500; formats named by place ("#0"), new as they are. */
const split = [
  {
    ...north,
    counts: [
      { formatId: '#0', count: 3000 },
      { formatId: '#1', count: 1500 },
    ],
  },
  {
    ...south,
    counts: [
      { formatId: '#0', count: 2000 },
      { formatId: '#1', count: 500 },
    ],
  },
];

async function buyer(app: TestApp) {
  return apiAs(app, (await signUp(app, 'buyer')).cookie);
}

describe('delivery addresses', () => {
  const start = useMailingApp();

  it('split each format whole (400 naming the format otherwise), kept by an update that does not name them', async () => {
    const { app } = await start();
    const api = await buyer(app);
    const short = [
      split[0]!,
      {
        ...split[1]!,
        counts: [
          { formatId: '#0', count: 2000 },
          { formatId: '#1', count: 400 },
        ],
      },
    ];
    const error = await readError(
      api.put('/api/tasks', completeTask({ formats: [flyer, letter], deliveries: short })),
      400,
    );
    expect(error).toMatchObject({
      code: 'DELIVERY_COUNTS',
      field: 'formats.1.count',
      params: { format: 'Brief DIN lang', sum: 1900, count: 2000 },
    });
    const unknown = [{ ...north, counts: [{ formatId: 'nope', count: 5000 }] }];
    const refused = await readError(
      api.put('/api/tasks', completeTask({ formats: [flyer], deliveries: unknown })),
      400,
    );
    expect(refused).toMatchObject({ code: 'UNKNOWN_FORMAT', field: 'deliveries.0.counts.0.formatId' });
    const badDate = [{ ...north, date: '2027-02-30', counts: [{ formatId: '#0', count: 5000 }] }];
    const invalid = await readError(
      api.put('/api/tasks', completeTask({ formats: [flyer], deliveries: badDate })),
      400,
    );
    expect(invalid).toMatchObject({ code: 'INVALID', field: 'deliveries.0.date', key: 'isoDate' });

    const task = await read(
      api.put('/api/tasks', completeTask({ formats: [flyer, letter], deliveries: split })),
      TaskSchema,
    );
    const [flyerId, letterId] = task.formats.map((f) => f.id);
    expect(task.state).toBe(5);
    expect(task.deliveries).toEqual([
      {
        ...north,
        counts: [
          { formatId: flyerId, count: 3000 },
          { formatId: letterId, count: 1500 },
        ],
      },
      {
        ...south,
        counts: [
          { formatId: flyerId, count: 2000 },
          { formatId: letterId, count: 500 },
        ],
      },
    ]);
    const renamed = await read(
      api.post(`/api/tasks/${task.id}`, { version: task.version, name: 'Mailing Q2' }),
      TaskSchema,
    );
    expect(renamed.deliveries).toEqual(task.deliveries);
    // A quantity changed without the addresses no longer adds up.
    const formats = task.formats.map((f, i) => (i === 0 ? { ...f, count: 6000 } : f));
    const changed = await readError(api.post(`/api/tasks/${task.id}`, { version: renamed.version, formats }), 400);
    expect(changed).toMatchObject({ code: 'DELIVERY_COUNTS', field: 'formats.0.count', params: { sum: 5000 } });
    // Dropped with the format a list of formats leaves out; an empty list drops them all, in the history.
    const alone = await read(
      api.post(`/api/tasks/${task.id}`, { version: renamed.version, formats: [task.formats[1]] }),
      TaskSchema,
    );
    expect(alone.deliveries.map((d) => d.counts)).toEqual([
      [{ formatId: letterId, count: 1500 }],
      [{ formatId: letterId, count: 500 }],
    ]);
    const none = await read(api.post(`/api/tasks/${task.id}`, { version: alone.version, deliveries: [] }), TaskSchema);
    expect(none.deliveries).toEqual([]);
    const events = await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema);
    const cleared = events.items.find((e) => e.fields.includes('deliveries') && e.values.some((v) => v.new === ''));
    expect(cleared?.values.find((v) => v.field === 'deliveries')?.old).toContain('Filiale Süd, Marienplatz 1, München');
  });

  it('reach the printshop: its page, the invitation and the order PDF list each address with its date and counts', async () => {
    const { app, sink } = await start();
    const api = await buyer(app);
    const slovak = await read(
      api.put('/api/suppliers', { name: 'Tlač', email: 'sk@tlac.sk', language: 'sk' }),
      SupplierSchema,
    );
    const task = await read(
      api.put('/api/tasks', completeTask({ formats: [flyer, letter], deliveries: split })),
      TaskSchema,
    );
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, slovak.id) };
    const url = `/api/pub/tasks/${task.id}/${slovak.id}`;
    const page = await read(app.inject({ url, headers }), PubOfferSchema);
    expect(page.task.deliveries).toEqual(task.deliveries);

    const date = (iso: string) => toDisplayDate(iso, 'sk');
    // Label and value: "Adresa dodania 1: …" in the mail, side by side in the PDF; numbers grouped with a space.
    const lines = [
      [
        'Adresa dodania 1',
        `Lager Nord, Hafenstraße 3, 20457 Hamburg — ${date(north.date)}: Flyer A5 3 000, Brief DIN lang 1 500`,
      ],
      [
        'Adresa dodania 2',
        `Filiale Süd, Marienplatz 1, München — ${date(south.date)}: Flyer A5 2 000, Brief DIN lang 500`,
      ],
    ].map(([label, value]) => `${label}:? ${value}`.replaceAll(' ', '\\s'));
    const invitation = await waitFor(async () => sink.to('sk@tlac.sk')[0], 'the invitation');
    for (const line of lines) expect(invitation.text).toMatch(new RegExp(line));

    const [flyerId, letterId] = task.formats.map((f) => f.id) as [string, string];
    const offered = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        formats: [
          { id: flyerId, price: 900 },
          { id: letterId, price: 300 },
        ],
        terms: { deliveryCost: 80 },
      },
    });
    expect(offered.statusCode).toBe(200);
    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [
        { formatId: flyerId, supplierId: slovak.id },
        { formatId: letterId, supplierId: slovak.id },
      ],
    });
    expect(awarded.statusCode).toBe(200);
    const order = await waitFor(async () => sink.to('sk@tlac.sk').find((m) => m.attachments.length > 0), 'the order');
    const pdf = (await pdfText(order.attachments[0]!.content)).replace(/\s+/g, ' ');
    for (const line of lines) expect(pdf).toMatch(new RegExp(line));
    for (const line of lines) expect(order.text).toMatch(new RegExp(line));
  });

  it('follow an amendment: a quantity changed needs the addresses that add up to it', async () => {
    const { app } = await start();
    const api = await buyer(app);
    await read(api.put('/api/suppliers', { name: 'Druck', email: 'de@druck.test', language: 'de' }), SupplierSchema);
    const task = await read(
      api.put('/api/tasks', completeTask({ formats: [flyer, letter], deliveries: split })),
      TaskSchema,
    );
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const sent = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const formats = sent.formats.map((f, i) => (i === 0 ? { ...f, count: 6000 } : f));
    const refused = await readError(api.post(`/api/tasks/${task.id}/amend`, { version: sent.version, formats }), 400);
    expect(refused).toMatchObject({ code: 'DELIVERY_COUNTS', field: 'formats.0.count', params: { sum: 5000 } });
    const [flyerId, letterId] = sent.formats.map((f) => f.id) as [string, string];
    const deliveries = [
      {
        ...split[0]!,
        counts: [
          { formatId: flyerId, count: 4000 },
          { formatId: letterId, count: 1500 },
        ],
      },
      {
        ...split[1]!,
        counts: [
          { formatId: flyerId, count: 2000 },
          { formatId: letterId, count: 500 },
        ],
      },
    ];
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, { version: sent.version, formats, deliveries }),
      TaskSchema,
    );
    expect(amended.deliveries.map((d) => d.counts[0]!.count)).toEqual([4000, 2000]);
  });

  it('changed alone make an amendment, told to the printshops in their language; the same addresses change nothing', async () => {
    const { app, sink } = await start();
    const api = await buyer(app);
    await read(api.put('/api/suppliers', { name: 'Druck', email: 'de@druck.test', language: 'de' }), SupplierSchema);
    const task = await read(
      api.put('/api/tasks', completeTask({ formats: [flyer, letter], deliveries: split })),
      TaskSchema,
    );
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const sent = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const same = sent.deliveries;
    const nothing = await readError(
      api.post(`/api/tasks/${task.id}/amend`, { version: sent.version, deliveries: same }),
      400,
    );
    expect(nothing.code).toBe('NOTHING_CHANGED');
    const moved = [same[0]!, { ...same[1]!, address: 'Filiale Ost, Augustusplatz 9, Leipzig' }];
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, { version: sent.version, deliveries: moved, message: 'Neue Filiale' }),
      TaskSchema,
    );
    expect(amended.deliveries[1]!.address).toBe('Filiale Ost, Augustusplatz 9, Leipzig');
    const revision = amended.revisions.at(-1)!;
    expect(revision).toMatchObject({ pricesChanged: false, changes: [{ field: 'deliveries' }] });
    const date = toDisplayDate(south.date, 'de');
    const mail = await waitFor(
      async () => sink.to('de@druck.test').find((m) => m.text?.includes('Lieferadressen')),
      'the amendment mail',
    );
    const text = (mail.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(
      `entfällt Filiale Süd, Marienplatz 1, München — ${date}: Flyer A5 2.000, Brief DIN lang 500`,
    );
    expect(text).toContain(`neu Filiale Ost, Augustusplatz 9, Leipzig — ${date}: Flyer A5 2.000, Brief DIN lang 500`);
  });

  it('are copied with their dates cleared, naming the copy’s formats', async () => {
    const { app } = await start();
    const api = await buyer(app);
    const task = await read(
      api.put('/api/tasks', completeTask({ formats: [flyer, letter], deliveries: split })),
      TaskSchema,
    );
    const copy = await read(api.post(`/api/tasks/${task.id}/copy`), TaskSchema, 201);
    const [flyerId, letterId] = copy.formats.map((f) => f.id);
    expect(flyerId).not.toBe(task.formats[0]!.id);
    expect(copy.deliveries).toEqual([
      {
        address: north.address,
        date: null,
        counts: [
          { formatId: flyerId, count: 3000 },
          { formatId: letterId, count: 1500 },
        ],
      },
      {
        address: south.address,
        date: null,
        counts: [
          { formatId: flyerId, count: 2000 },
          { formatId: letterId, count: 500 },
        ],
      },
    ]);
  });
});
