import type { PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { TaskCache, type CachedTask } from './task-cache.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';

/** An offer for every format of the task (a partial one ranks per format only): the first at its sum, the others free. */
const offer = (task: { formats: { id: string }[] }, sum: number, submittedAt: number) => ({
  prices: pricesOf(task, 0).map((p, i) => (i === 0 ? { ...p, price: sum } : p)),
  sum,
  terms: null,
  submittedAt,
  currency: null,
  rate: 1,
});
/** Prices answering the formats as sent (revision 1). */
const pricesOf = (task: { formats: { id: string }[] }, price: number) =>
  task.formats.map(({ id }) => ({
    id,
    price,
    revision: 1,
    count: 1,
    scales: [],
    runOnPer1000: null,
    alternative: null,
  }));

describe("the tender cache behind the suppliers' pages", () => {
  const t = useTestApp();

  it('lets a printshop invited after the page was read in at once', async () => {
    const { api, task, pub } = await sentTask(t.app, 1);
    expect(await readError(pub((await sentTaskSupplier(api)).id).get(), 404)).toMatchObject({ code: 'NOT_INVITED' });
    const later = await sentTaskSupplier(api, 'later');
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [later.id] })).statusCode).toBe(200);
    expect(await read(pub(later.id).get(), PubOfferSchema)).toMatchObject({
      supplier: { name: 'later' },
      task: { id: task.id },
    });
  });

  it('shows what another instance stored once that instance says so, within a second and a load', async () => {
    const { task, suppliers, pub, offer: submit } = await sentTask(t.app, 2);
    expect(await read(submit(0, [500, 500]), PubOfferSchema)).toMatchObject({ position: 1, percentage: 100 });
    const page = (i: number) => read(pub(suppliers[i]!.id).get(), PubOfferSchema);
    const sum = async () => (await page(1)).supplierTask.sum;
    expect(await sum()).toBeNull();
    // Another instance, sharing the database, stores a lower offer of supplier 1.
    await t.app.deps.db
      .updateTable('supplierTasks')
      .set({ sum: 10, prices: JSON.stringify(pricesOf(task, 5)), submittedAt: Date.now() })
      .where('taskId', '=', task.id)
      .where('supplierId', '=', suppliers[1]!.id)
      .execute();
    expect(await sum()).toBeNull();
    // The cache's clock (Date) moves only when the test moves it.
    fakeDate();
    // Unannounced, the tender is not read again each second (it was, for every task read, until 2026-11-25).
    vi.advanceTimersByTime(1100);
    expect([await sum(), await sum()]).toEqual([null, null]);
    // Its notification, as the LISTEN connection hands it over (docs/decisions/022).
    t.app.deps.live.hear(JSON.stringify({ o: 'elsewhere', k: 'offer', t: task.id }));
    // The first read after it may still get the tender it replaces, while it loads.
    await vi.waitFor(async () => expect(await sum()).toBe(10), { timeout: 500 });
    // Supplier 0's page keeps the place its own change was given (docs/product.md#offers-and-ranks).
    expect(await page(0)).toMatchObject({ position: 1, rank: { position: 1, of: 1 } });
  });

  it('reads a task again when another instance changed it, or may have, and after its longest age', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    // The cache's clock (Date) moves only when the test moves it: nothing ages unless told to.
    fakeDate();
    const { db, queries } = counted(t.app.deps.db);
    const tasks = new TaskCache(db, { ttlMs: 0, maxAgeMs: 60_000 });
    /** The tender a read answers now, whether that read started a load, and the tender that load gives. */
    const read = async (cache: TaskCache) => {
      const before = queries();
      const now = await cache.get(task.id);
      const loading = queries() > before;
      // A fresh read waits for the load in flight (one started before it, or one it starts: none is).
      return { now, loading, after: loading ? await cache.get(task.id, { fresh: true }) : now };
    };
    const first = await tasks.get(task.id);
    expect(await read(tasks)).toEqual({ now: first, loading: false, after: first });

    // Announced: the next read loads it again, and then nothing more.
    tasks.changedElsewhere(task.id);
    vi.advanceTimersByTime(1);
    const changed = await read(tasks);
    expect(changed).toMatchObject({ now: first, loading: true });
    const second = changed.after;
    expect(second).not.toBe(first);
    expect(await read(tasks)).toEqual({ now: second, loading: false, after: second });

    // Without a task: the notifications were lost, every task may have changed.
    tasks.changedElsewhere();
    vi.advanceTimersByTime(1);
    const lost = await read(tasks);
    expect(lost).toMatchObject({ now: second, loading: true });
    const third = lost.after;
    expect(third).not.toBe(second);
    expect((await read(tasks)).loading).toBe(false);

    // Unannounced, a tender is read again once it is a minute old, not before.
    vi.advanceTimersByTime(59_999);
    expect(await read(tasks)).toEqual({ now: third, loading: false, after: third });
    vi.advanceTimersByTime(1);
    expect(await read(tasks)).toMatchObject({ now: third, loading: true });

    // A printshop renamed: nobody announces it; it shows once the tender is 300 ms old.
    const aging = new TaskCache(db, { maxAgeMs: 300 });
    await aging.get(task.id);
    await t.app.deps.db.updateTable('suppliers').set({ name: 'Renamed' }).where('id', '=', suppliers[0]!.id).execute();
    const name = (task: CachedTask | undefined) => task!.supplierTasks.get(suppliers[0]!.id)!.supplierName;
    vi.advanceTimersByTime(299);
    const young = await read(aging);
    expect([name(young.now), young.loading]).toEqual([name(first), false]);
    vi.advanceTimersByTime(1);
    const old = await read(aging);
    expect([name(old.now), old.loading, name(old.after)]).toEqual([name(first), true, 'Renamed']);
  });

  it('serves the tender it has while it loads it again, with the offers stored meanwhile', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    const tasks = new TaskCache(t.app.deps.db, { maxAgeMs: 0 }); // every read finds its tender stale
    const first = await tasks.get(task.id);
    const meanwhile = await tasks.get(task.id); // starts a reload, answers the current tender
    expect(meanwhile).toBe(first);
    tasks.offerStored(task.id, suppliers[0]!.id, offer(task, 7, Date.now() + 1000));
    expect(first!.sums).toEqual([7]);
    // The reload ends a moment later (on a loaded machine, much later): then the next read gets its tender.
    const reloaded = await waitFor(async () => {
      const now = await tasks.get(task.id);
      return now !== first ? now : undefined;
    }, 'the reloaded tender');
    expect(reloaded!.sums).toEqual([7]);
  });

  it('answers the tender it holds without waiting (peek): none before the first load, the held one while it reloads', async () => {
    const { task } = await sentTask(t.app, 1);
    const tasks = new TaskCache(t.app.deps.db, { maxAgeMs: 0 }); // every read finds its tender stale
    expect(tasks.peek(task.id)).toBeUndefined();
    const first = await tasks.get(task.id);
    expect(tasks.peek(task.id)).toBe(first); // and starts a reload
    const reloaded = await waitFor(async () => {
      const now = tasks.peek(task.id);
      return now !== first ? now : undefined;
    }, 'the reloaded tender');
    expect(reloaded!.supplierTasks.size).toBe(1);
  });

  it('keeps the later of two offers that finish out of order, and puts an offer into a tender still loading', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    const tasks = new TaskCache(t.app.deps.db);
    const supplierId = suppliers[0]!.id;
    const cached = (await tasks.get(task.id))!;
    tasks.offerStored(task.id, supplierId, offer(task, 5, 2000));
    tasks.offerStored(task.id, supplierId, offer(task, 7, 1000));
    expect(cached.supplierTasks.get(supplierId)!.offer).toMatchObject({ sum: 5, submittedAt: 2000 });
    expect(cached.sums).toEqual([5]);

    tasks.forget(task.id);
    const loading = tasks.get(task.id);
    tasks.offerStored(task.id, supplierId, offer(task, 9, Date.now() + 1000));
    expect(await tasks.get(task.id)).toBe(await loading);
    expect((await loading)!.supplierTasks.get(supplierId)!.offer).toMatchObject({ sum: 9 });
    expect((await loading)!.sums).toEqual([9]);
  });

  it('has at most one load of a task in flight, however many pages ask', async () => {
    const { task } = await sentTask(t.app, 1);
    const { db, queries, answers } = counted(t.app.deps.db);
    const tasks = new TaskCache(db, { maxAgeMs: 0 });
    await Promise.all(Array.from({ length: 20 }, () => tasks.get(task.id)));
    // One load is seven queries: invitations, formats, questions, documents, the buying company, whether it has an
    // auction, and the formats' revision again.
    expect(queries()).toBe(7);
    // Served from the tender it has; the one reload goes on behind.
    await Promise.all(Array.from({ length: 20 }, () => tasks.get(task.id)));
    // Its seven answers are in: what it did after them, it did before this check (a later turn of the loop).
    await vi.waitFor(() => expect(answers()).toBe(14));
    expect(queries()).toBe(14);
  });
});

/** Date alone faked, until the test ends: the database and the app's timers keep real time. */
function fakeDate() {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
}

/** The database, counting the queries sent and the answers received through it. */
function counted(db: Db) {
  let [queries, answers] = [0, 0];
  const plugin = {
    transformQuery: (a: PluginTransformQueryArgs) => (queries++, a.node),
    transformResult: async (a: PluginTransformResultArgs) => (answers++, a.result),
  };
  return { db: db.withPlugin(plugin), queries: () => queries, answers: () => answers };
}

async function sentTaskSupplier(api: Awaited<ReturnType<typeof sentTask>>['api'], name = 'uninvited') {
  return read(api.put('/api/suppliers', { name, email: `${name}@druck.de` }), SupplierSchema);
}
