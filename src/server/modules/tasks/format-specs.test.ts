import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import type { SpecInputSchema } from '../../../shared/schemas/spec.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { waitFor, type TestApp } from '../../test/helper.ts';
import { csvRows, readWorkbook, sheetRows } from '../../test/exports.ts';
import { amendmentText, useMailingApp } from '../../test/mailing.ts';
import { pdfText } from '../../test/order-pdf.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';
import type { z } from 'zod';

// Structured specs (docs/product.md#specification): what a format is, in the app's vocabulary, read by each
// printshop in its language with nothing typed by the buyer.

type SpecInput = z.input<typeof SpecInputSchema>;
const none = { weight: '', personalisation: '', description: '' };
const brochure = {
  product: 'brochure',
  size: { name: 'A4' },
  pages: 32,
  colors: { front: { process: 'cmyk' }, back: { process: 'cmyk' } },
  papers: [
    { part: 'cover', kind: 'coated-gloss', grammage: 250 },
    { part: 'inside', kind: 'coated-matt', grammage: 135, certified: 'FSC' },
  ],
  binding: 'saddle-stitch',
  finishing: [{ kind: 'lamination-matt', side: 'front' }],
} satisfies SpecInput;
/** A format with a spec and no free text in any language. */
const specFormat = (spec: SpecInput = brochure) => ({
  ...{ title: 'Katalog', format: '', color: '', perforation: '', fold: '', count: 2000 },
  ...{ en: none, de: none, sk: none, spec },
});

async function buyer(app: TestApp, name = 'buyer') {
  return apiAs(app, (await signUp(app, name)).cookie);
}

describe('structured specs', () => {
  const start = useMailingApp();

  it('are refused with the field and the values allowed', async () => {
    const { app } = await start();
    const api = await buyer(app);
    // Sent as a client may: the task typed as it is, its format's product unknown.
    const task = { ...completeTask(), formats: [{ ...specFormat(), spec: { ...brochure, product: 'book' } }] };
    const error = await readError(api.put('/api/tasks', task), 400);
    expect(error).toMatchObject({ code: 'INVALID', field: 'formats.0.spec.product', key: 'oneOf' });
    expect(error.params).toMatchObject({ allowed: expect.stringContaining('brochure, catalogue') });
    expect(error.message).toContain('formats.0.spec.product: Must be one of: flyer, leaflet');

    const heavy: SpecInput = { ...brochure, papers: [{ part: 'all', kind: 'board', grammage: 700 }] };
    const format = { ...specFormat(heavy), count: undefined };
    const stored = await readError(api.put('/api/formats', format), 400);
    expect(stored).toMatchObject({ field: 'spec.papers.0.grammage', key: 'tooLarge', params: { max: 600 } });
    const odd = await readError(
      api.put('/api/formats', { title: 'X', spec: { ...brochure, size: { name: 'A4', widthMm: 200 } } }),
      400,
    );
    expect(odd).toMatchObject({ field: 'spec.size.widthMm', key: 'sizeName' });
  });

  it('round-trip in stored formats and tasks, a name filling the millimetres; a client without spec keeps it', async () => {
    const { app } = await start();
    const api = await buyer(app);
    const { count: _, ...format } = specFormat();
    const created = await read(api.put('/api/formats', format), FormatSchema, 201);
    expect(created.spec).toMatchObject({
      size: { name: 'A4', widthMm: 210, heightMm: 297 },
      folding: { kind: 'none', panels: null },
      packaging: null,
      proof: 'none',
    });
    const [listed] = (await read(api.get('/api/formats'), FormatListSchema)).items;
    expect(listed).toEqual(created);
    // GET, change, POST; an update that names no spec keeps it; null drops it.
    const renamed = await read(api.post(`/api/formats/${created.id}`, { ...listed, title: 'Katalog 2' }), FormatSchema);
    expect(renamed.spec).toEqual(created.spec);
    expect((await read(api.post(`/api/formats/${created.id}`, { fold: 'x' }), FormatSchema)).spec).toEqual(
      created.spec,
    );
    expect((await read(api.post(`/api/formats/${created.id}`, { spec: null }), FormatSchema)).spec).toBeNull();
    const old = await read(
      api.put('/api/formats', { title: 'Free text', de: { ...none, weight: '90 g' } }),
      FormatSchema,
    );
    expect(old.spec).toBeNull();

    const task = await read(api.put('/api/tasks', completeTask({ formats: [specFormat()] })), TaskSchema);
    expect(task.formats[0]!.spec).toEqual(created.spec);
    const read1 = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(read1.formats[0]!.spec).toEqual(created.spec);
    const { spec: _s, ...withoutSpec } = read1.formats[0]!;
    const updated = await read(
      api.post(`/api/tasks/${task.id}`, { version: read1.version, formats: [{ ...withoutSpec, count: 3000 }] }),
      TaskSchema,
    );
    expect(updated.formats[0]).toMatchObject({ count: 3000, spec: created.spec });
    const stored = await read(api.post(`/api/tasks/${task.id}/formats/${task.formats[0]!.id}/store`), TaskSchema);
    const copy = (await read(api.get('/api/formats'), FormatListSchema)).items.find(
      (f) => f.id === stored.formats[0]!.formatId,
    );
    expect(copy?.spec).toEqual(created.spec);
  });

  it('make a format ready without free text in any language', async () => {
    const { app } = await start();
    const api = await buyer(app);
    const task = await read(api.put('/api/tasks', completeTask({ formats: [specFormat()] })), TaskSchema);
    expect(task).toMatchObject({ state: 5, missing: [] });
  });

  it('reach a Slovak printshop of a German-typed task in Slovak: its page, the invitation, an amendment, the order', async () => {
    const { app, sink } = await start();
    const api = await buyer(app);
    const slovak = await read(
      api.put('/api/suppliers', { name: 'Tlač', email: 'sk@tlac.sk', language: 'sk' }),
      SupplierSchema,
    );
    const german = { ...specFormat(), de: { ...none, description: 'Katalog Frühjahr' } };
    const task = await read(api.put('/api/tasks', completeTask({ lang: 'de', formats: [german] })), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, slovak.id) };
    const url = `/api/pub/tasks/${task.id}/${slovak.id}`;

    const expected = [
      'Produkt: Brožúra',
      'Formát: A4 (210 × 297 mm)',
      'Počet strán: 32',
      'Farebnosť: 4/4 (CMYK obojstranne)',
      'Papier: obálka 250 g/m² natieraný lesklý',
      'Papier: vnútro 135 g/m² natieraný matný, FSC',
      'Väzba: väzba V1 (šitá drôtom)',
      'Povrchová úprava: matná laminácia (líce)',
    ];
    const page = await read(app.inject({ url, headers }), PubOfferSchema);
    const [format] = page.task.formats;
    expect(format!.specLines.map((l) => `${l.label}: ${l.value}`)).toEqual(expected);
    // The one text the buyer typed falls back visibly, as every text does.
    expect(format).toMatchObject({ description: 'Katalog Frühjahr', fallbacks: { description: 'de' } });

    const invitation = await waitFor(async () => sink.to('sk@tlac.sk')[0], 'the invitation');
    for (const line of expected) expect(invitation.text).toContain(line);
    expect(invitation.html).toContain('Farebnosť');

    // A heavier inside paper is a spec change: the format's revision is raised, old → new in Slovak.
    const papers = [brochure.papers[0], { ...brochure.papers[1], grammage: 170 }];
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, {
        version: task.version,
        formats: [{ ...german, id: task.formats[0]!.id, spec: { ...brochure, papers } }],
      }),
      TaskSchema,
    );
    expect(amended.formats[0]!.revision).toBe(2);
    expect(amended.revisions[0]).toMatchObject({ pricesChanged: true });
    const mail = await amendmentText(sink, 'sk@tlac.sk', 1);
    expect(mail).toContain(
      'Papier: obálka 250 g/m² natieraný lesklý; vnútro 135 g/m² natieraný matný, FSC → obálka 250 g/m² natieraný lesklý; vnútro 170 g/m² natieraný matný, FSC',
    );
    expect(mail).not.toContain('Farebnosť');

    const offered = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: { formats: [{ id: task.formats[0]!.id, price: 900 }] },
    });
    expect(offered.statusCode).toBe(200);
    const awarded = await api.post(`/api/tasks/${task.id}/award`, {
      awards: [{ formatId: task.formats[0]!.id, supplierId: slovak.id, count: 2000 }],
    });
    expect(awarded.statusCode).toBe(200);
    const pdf = await pdfText((await api.get(`/api/tasks/${task.id}/orders/${slovak.id}.pdf`)).rawPayload);
    expect(pdf).toContain('Farebnosť: 4/4 (CMYK obojstranne)');
    expect(pdf).toContain('Papier: vnútro 170 g/m² natieraný matný, FSC');
    expect(pdf).toContain('Väzba: väzba V1 (šitá drôtom)');

    // The order mail's body lists the spec under the format, in Slovak.
    const order = await waitFor(async () => sink.to('sk@tlac.sk').find((m) => m.attachments.length > 0), 'the order');
    expect(order.text).toContain('  Farebnosť: 4/4 (CMYK obojstranne)');
    expect(order.text).toContain('  Papier: vnútro 170 g/m² natieraný matný, FSC');
    expect(order.html).toContain('Väzba: väzba V1 (šitá drôtom)');

    // The exports head the format with its spec in the staff member's language.
    const summary = 'Brochure · A4 (210 × 297 mm) · 32 · 4/4 (CMYK both sides)';
    const [header] = await csvRows((await api.get(`/api/tasks/${task.id}/offers.csv`)).rawPayload, ',');
    expect(header!.find((h) => h.includes(summary))).toBeDefined();
    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const taskRows = sheetRows(book.worksheets.at(-1)!).map((row) => row.map((cell) => cell.value));
    expect(taskRows).toContainEqual(expect.arrayContaining(['Title', 'Specification']));
    const specCell = taskRows.flat().find((value) => typeof value === 'string' && value.startsWith(summary));
    expect(specCell).toContain('saddle stitched');
  });
});
