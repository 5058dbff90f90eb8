import { describe, expect, it } from 'vitest';
import { outboxMail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

type Format = { id: string; title: string; count: number };

describe('amending a sent tender', () => {
  const t = useTestApp();

  it('moves the deadline: a numbered revision, every printshop mailed, offers stay current', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    const before = Date.now();

    const res = await api.post(`/api/tasks/${task.id}/amend`, {
      version: task.version,
      message: 'Bitte bis Monatsende.',
      deadlineDate: inDays(20),
    });
    const amended = await read(res, TaskSchema);
    expect(amended).toMatchObject({ state: 50, version: task.version + 1, deadlineDate: inDays(20) });
    expect(amended.revisions).toEqual([
      expect.objectContaining({
        number: 1,
        message: 'Bitte bis Monatsende.',
        pricesChanged: false,
        by: 'buyer',
        changes: [{ field: 'deadlineDate', old: inDays(10), new: inDays(20) }],
      }),
    ]);
    for (const s of suppliers) expect(await outboxMail(t.app, s.email, 'amendment', before)).toBeTruthy();

    // The page shows the change at once; the offer keeps its place.
    const page = await read(pub(suppliers[0]!.id).get(), PubOfferSchema);
    expect(page.task).toMatchObject({ deadlineDate: inDays(20), amendments: [{ number: 1 }] });
    expect(page).toMatchObject({ position: 1, supplierTask: { stale: false } });
  });

  it('changes a quantity: only that format’s prices wait for a confirmation, the others rank on', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    const formats = task.formats.map((f: Format, i: number) => (i === 0 ? { ...f, count: 6000 } : f));
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    expect((await read(res, TaskSchema)).revisions[0]).toMatchObject({
      pricesChanged: true,
      changes: [
        {
          field: 'format',
          change: 'quantities',
          title: 'Flyer A5',
          old: { count: 5000, counts: [], runOn: false },
          new: { count: 6000, counts: [], runOn: false },
        },
      ],
    });

    const [flyer, letter] = task.formats as Format[];
    const page = await read(pub(suppliers[0]!.id).get(), PubOfferSchema);
    // The flyer is at revision 2, the letter still at 1: only the flyer's price waits; no whole place meanwhile.
    expect(page).toMatchObject({
      position: 0,
      supplierTask: { stale: true, staleFormats: [flyer!.id], sum: 1500_00 },
      task: { pricesRevision: 2, formats: [{ revision: 2 }, { revision: 1 }] },
      // The letter's place as taken at its own offer, the first: it still holds, the flyer's does not.
      formatRanks: [{ formatId: letter!.id, position: 1, of: 1 }],
    });
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.offers.map((o) => o.staleFormats)).toEqual([[flyer!.id], [flyer!.id]]);
    expect(comparison.lowest).toEqual([
      { id: letter!.id, price: 500_00, landed: 500_00, supplierIds: [suppliers[0]!.id] },
    ]);
    // The printshop table says so too: its accept button is not offered for such an offer.
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.map((r) => r.staleFormats)).toEqual([[flyer!.id], [flyer!.id]]);
    const card = (await read(api.get('/api/dashboard'), DashboardSchema)).items.find((i) => i.id === task.id);
    expect(card).toMatchObject({ lowestSum: null, offers: [{ complete: false }, { complete: false }] });
    const award = task.formats.map((f: Format) => ({ formatId: f.id, supplierId: suppliers[1]!.id }));
    expect(await readError(api.post(`/api/tasks/${task.id}/award`, { awards: award }), 409)).toMatchObject({
      code: 'OFFER_STALE',
      params: { format: 'Flyer A5', formatId: flyer!.id, supplierId: suppliers[1]!.id },
    });

    // Priced against the old formats: refused; the changed format confirmed alone: current again, with a place.
    const prices = task.formats.map((f: Format) => ({ id: f.id, price: 700 }));
    const old = await pub(suppliers[1]!.id).post({ formats: prices, revision: 1 });
    expect((await readError(old, 409)).code).toBe('TENDER_CHANGED');
    const stalePrice = await pub(suppliers[1]!.id).post({
      formats: [{ id: flyer!.id, price: 700, revision: 1 }],
      keepOthers: true,
    });
    expect((await readError(stalePrice, 409)).code).toBe('TENDER_CHANGED');
    const confirmed = await pub(suppliers[1]!.id).post({
      formats: [{ id: flyer!.id, price: 700, revision: 2 }],
      keepOthers: true,
    });
    expect(await read(confirmed, PubOfferSchema)).toMatchObject({
      position: 1,
      supplierTask: { stale: false, staleFormats: [], sum: 1300_00, complete: true },
    });
    expect((await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).offers[0]).toMatchObject({
      supplierId: suppliers[1]!.id,
      stale: false,
    });
    const after = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(after.find((r) => r.supplierId === suppliers[1]!.id)?.stale).toBe(false);
  });

  it('changes a format’s spec: the revision names each field old → new, texts by language, the page shows them', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 1);
    const [flyer] = task.formats;
    const formats = task.formats.map((f, i) =>
      i === 0
        ? { ...f, fold: 'Wickelfalz', en: { ...f.en, weight: '170 g (en)' }, de: { ...f.de, weight: '170 g (de)' } }
        : f,
    );
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    const [revision] = (await read(res, TaskSchema)).revisions;
    expect(revision).toMatchObject({ pricesChanged: true });
    expect(revision!.changes).toEqual([
      {
        field: 'format',
        formatId: flyer!.id,
        title: 'Flyer A5',
        change: 'spec',
        old: null,
        new: null,
        fields: [
          { name: 'fold', old: '', new: 'Wickelfalz' },
          { name: 'weight', language: 'en', translation: true, old: '135 g (en)', new: '170 g (en)' },
          { name: 'weight', language: 'de', old: '135 g (de)', new: '170 g (de)' },
        ],
      },
    ]);
    const page = await read(pub(suppliers[0]!.id).get(), PubOfferSchema);
    expect(page.task.amendments[0]!.changes).toEqual(revision!.changes);

    // A revision stored before its fields were named (old and new null, no list) still reads.
    const { changes: _, ...rest } = revision!;
    const stored = [{ field: 'format', formatId: flyer!.id, title: 'Flyer A5', change: 'spec', old: null, new: null }];
    await t.app.deps.db
      .updateTable('taskRevisions')
      .set({ changes: JSON.stringify(stored) })
      .where('taskId', '=', task.id)
      .execute();
    const again = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(again.revisions).toEqual([{ ...rest, changes: stored }]);
  });

  it('changes the note alone: a revision, every printshop told, every offer stays current and ranked', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    await offer(1, [900, 400]);
    const res = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', note: 'Neu' });
    expect((await read(res, TaskSchema)).revisions[0]).toMatchObject({
      pricesChanged: false,
      changes: [{ field: 'note', old: task.note, new: 'Neu' }],
    });
    // Each page keeps the place its own last change was given (docs/product.md, Rank probing): the first
    // printshop offered alone.
    for (const [i, position] of [
      [0, 1],
      [1, 1],
    ] as const) {
      expect(await read(pub(suppliers[i]!.id).get(), PubOfferSchema)).toMatchObject({
        position,
        supplierTask: { stale: false },
      });
    }
  });

  it('after the deadline passed, tells a current offer it stays valid and asks nobody else to offer', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    const current = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const before = Date.now();
    await read(api.post(`/api/tasks/${task.id}/amend`, { version: current.version, note: 'Neu' }), TaskSchema);
    const offered = await outboxMail(t.app, suppliers[0]!.email, 'amendment', before);
    expect(offered.text).toContain('Ihr Angebot bleibt gültig.');
    const waiting = await outboxMail(t.app, suppliers[1]!.email, 'amendment', before);
    expect(waiting.text).toContain('Note: Please quote incl. delivery → Neu');
    expect(waiting.text).not.toMatch(/make your offer|stays valid/);
  });

  it('is refused once the tender ended, by award or by cancellation', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    await offer(0, [1000, 500]);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`)).statusCode).toBe(200);
    const done = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    const late = await api.post(`/api/tasks/${task.id}/amend`, { version: done.version, note: 'x' });
    expect((await readError(late, 409)).code).toBe('TASK_DONE');

    const other = await sentTask(t.app, 1, 'colleague');
    expect((await other.api.post(`/api/tasks/${other.task.id}/cancel`, { message: '' })).statusCode).toBe(200);
    const cancelled = await read(other.api.get(`/api/tasks/${other.task.id}`), TaskSchema);
    const after = await other.api.post(`/api/tasks/${other.task.id}/amend`, { version: cancelled.version, note: 'x' });
    expect((await readError(after, 409)).code).toBe('TASK_CANCELLED');
  });

  it('reopens a tender whose deadline passed when the deadline is extended', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 1);
    // No API moves a deadline into the past: the row is written.
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    const prices = { formats: task.formats.map((f: Format) => ({ id: f.id, price: 100 })) };
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).task.open).toBe(false);
    expect((await readError(pub(suppliers[0]!.id).post(prices), 409)).code).toBe('OFFER_EXPIRED');

    const current = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    await read(
      api.post(`/api/tasks/${task.id}/amend`, { version: current.version, deadlineDate: inDays(3) }),
      TaskSchema,
    );
    expect((await read(pub(suppliers[0]!.id).get(), PubOfferSchema)).task.open).toBe(true);
    await read(pub(suppliers[0]!.id).post(prices), PubOfferSchema);
  });

  it('refuses what an amendment cannot do, each with its code', async () => {
    const { api, task } = await sentTask(t.app, 1);
    const amend = (body: object) => api.post(`/api/tasks/${task.id}/amend`, { version: task.version, ...body });
    expect((await readError(amend({ deadlineDate: task.deadlineDate }), 400)).code).toBe('NOTHING_CHANGED');
    expect(await readError(amend({ deadlineDate: inDays(-2) }), 400)).toMatchObject({ code: 'DEADLINE_PAST' });
    expect(await readError(amend({ deliveryDate: inDays(5) }), 400)).toMatchObject({
      code: 'DELIVERY_BEFORE_DEADLINE',
      field: 'deliveryDate',
    });
    // The deadline moved past the delivery date: the error is on the deadline, the date that moved.
    expect(await readError(amend({ deadlineDate: inDays(40) }), 400)).toMatchObject({
      code: 'DEADLINE_AFTER_DELIVERY',
      field: 'deadlineDate',
      message: 'The offer deadline must not be after the delivery date.',
    });
    expect(await readError(amend({ formats: [] }), 400)).toMatchObject({ code: 'INVALID', field: 'formats' });
    // What printshops were invited to is refused at its field, not dropped into "changes nothing".
    for (const [key, value] of [
      ['sealed', false],
      ['sealed', true],
      ['name', 'Other'],
      ['lang', 'en'],
      ['awardDate', inDays(12)],
      ['lettershop', 'Other'],
    ] as const) {
      expect(await readError(amend({ [key]: value, note: 'New note' }), 400), key).toMatchObject({
        code: 'INVALID',
        field: key,
        key: 'notAmendable',
        message: `${key}: Stays as the printshops were invited to it: an amendment cannot change it`,
      });
    }
    expect(await readError(amend({ deadline: inDays(20) }), 400)).toMatchObject({
      code: 'INVALID',
      field: 'deadline',
      key: 'unknownKey',
    });
    expect(await readError(amend({ deadlineDate: '20.05.2027' }), 400)).toMatchObject({
      field: 'deadlineDate',
      key: 'isoDate',
      message: 'deadlineDate: Send a date as YYYY-MM-DD, a real day',
    });
    expect((await amend({ version: undefined, note: 'x' })).statusCode).toBe(400);
    // The spec's update stays refused once sent: amend instead.
    const update = await api.post(`/api/tasks/${task.id}`, completeTask());
    expect((await readError(update, 409)).code).toBe('TASK_SENT');

    const ready = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const early = await api.post(`/api/tasks/${ready.id}/amend`, { version: ready.version, note: 'x' });
    expect((await readError(early, 409)).code).toBe('TASK_NOT_SENT');
  });

  it('answers 409 TASK_CHANGED to a change made on an older version, naming who changed it and when', async () => {
    const { api, task } = await sentTask(t.app, 1);
    const first = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, note: 'Neu' });
    const second = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, note: 'Anders' });
    expect(await readError(second, 409)).toMatchObject({
      code: 'TASK_CHANGED',
      params: { by: 'buyer', at: expect.any(Number) },
    });
    expect(Number((await readError(second, 409)).params?.at)).toBe((await read(first, TaskSchema)).updatedAt);

    // The same before sending, on the spec's update.
    const draft = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await api.post(`/api/tasks/${draft.id}`, completeTask({ name: 'A' }))).statusCode).toBe(200);
    const stale = await api.post(`/api/tasks/${draft.id}`, { ...completeTask({ name: 'B' }), version: draft.version });
    expect((await readError(stale, 409)).code).toBe('TASK_CHANGED');
    expect(await read(api.get(`/api/tasks/${draft.id}`), TaskSchema)).toMatchObject({ name: 'A', changedBy: 'buyer' });
  });
});
