import { describe, expect, it, vi } from 'vitest';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { TaskCache } from './task-cache.ts';

const offer = (sum: number, submittedAt: number) => ({ prices: [], sum, terms: null, submittedAt, revision: 0 });

describe("the tender cache behind the suppliers' pages", () => {
  const t = useTestApp();

  it('lets a printshop invited after the page was read in at once', async () => {
    const { api, task, pub } = await sentTask(t.app, 1);
    expect((await pub((await sentTaskSupplier(api)).id).get()).statusCode).toBe(404);
    const later = await sentTaskSupplier(api, 'later');
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [later.id] })).statusCode).toBe(200);
    expect((await pub(later.id).get()).json()).toMatchObject({ supplier: { name: 'later' }, task: { id: task.id } });
  });

  it('shows what another instance stored once that instance says so, within a second and a load', async () => {
    const { task, suppliers, pub, offer: submit } = await sentTask(t.app, 2);
    expect((await submit(0, [500, 500])).json()).toMatchObject({ position: 1, percentage: 100 });
    // Another instance, sharing the database, stores a lower offer of supplier 1.
    await t.app.deps.db
      .updateTable('supplierTasks')
      .set({ sum: 10, prices: '[]', submittedAt: Date.now() })
      .where('taskId', '=', task.id)
      .where('supplierId', '=', suppliers[1]!.id)
      .execute();
    const position = async () => (await pub(suppliers[0]!.id).get()).json().position as number;
    expect(await position()).toBe(1);
    // Unannounced, the tender is not read again each second (it was, for every task read, until 2026-11-25).
    await new Promise((r) => setTimeout(r, 1100));
    expect([await position(), await position()]).toEqual([1, 1]);
    // Its notification, as the LISTEN connection hands it over (docs/decisions/022).
    t.app.deps.live.hear(JSON.stringify({ o: 'elsewhere', k: 'offer', t: task.id }));
    // The first read after it may still get the tender it replaces, while it loads.
    await waitFor(async () => ((await position()) === 2 ? true : undefined), 'the new rank', 500);
  });

  it('reads a task again when another instance changed it, or may have, and after its longest age', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    // Older than a minute, a tender is read again anyway: within these two seconds only a change can do it.
    const tasks = new TaskCache(t.app.deps.db, { ttlMs: 0, maxAgeMs: 60_000 });
    const loaded = async (cache = tasks) => {
      const first = await cache.get(task.id);
      return waitFor(
        async () => {
          const now = await cache.get(task.id);
          return now !== first ? now : undefined;
        },
        'the reloaded tender',
        2000,
      );
    };
    // A change in the millisecond a load started loads once more: let that pass, then nothing changes.
    const settled = () =>
      waitFor(
        async () => {
          const now = await tasks.get(task.id);
          await new Promise((r) => setTimeout(r, 50));
          return (await tasks.get(task.id)) === now ? now : undefined;
        },
        'a settled tender',
        2000,
      );
    await settled();
    tasks.changedElsewhere(task.id);
    await loaded();
    const second = await settled();
    // Without a task: the notifications were lost, every task may have changed.
    tasks.changedElsewhere();
    const third = await loaded();
    expect(third).not.toBe(second);
    // A printshop renamed: nobody announces it; it shows once the tender is older than 300 ms.
    const aging = new TaskCache(t.app.deps.db, { maxAgeMs: 300 });
    await aging.get(task.id);
    await t.app.deps.db.updateTable('suppliers').set({ name: 'Renamed' }).where('id', '=', suppliers[0]!.id).execute();
    expect((await aging.get(task.id))!.supplierTasks.get(suppliers[0]!.id)!.supplierName).not.toBe('Renamed');
    await new Promise((r) => setTimeout(r, 300));
    expect((await loaded(aging))!.supplierTasks.get(suppliers[0]!.id)!.supplierName).toBe('Renamed');
  });

  it('serves the tender it has while it loads it again, with the offers stored meanwhile', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    const tasks = new TaskCache(t.app.deps.db, { maxAgeMs: 0 }); // every read finds its tender stale
    const first = await tasks.get(task.id);
    const meanwhile = await tasks.get(task.id); // starts a reload, answers the current tender
    expect(meanwhile).toBe(first);
    tasks.offerStored(task.id, suppliers[0]!.id, offer(7, Date.now() + 1000));
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
    tasks.offerStored(task.id, supplierId, offer(5, 2000));
    tasks.offerStored(task.id, supplierId, offer(7, 1000));
    expect(cached.supplierTasks.get(supplierId)!.offer).toMatchObject({ sum: 5, submittedAt: 2000 });
    expect(cached.sums).toEqual([5]);

    tasks.forget(task.id);
    const loading = tasks.get(task.id);
    tasks.offerStored(task.id, supplierId, offer(9, Date.now() + 1000));
    expect(await tasks.get(task.id)).toBe(await loading);
    expect((await loading)!.supplierTasks.get(supplierId)!.offer).toMatchObject({ sum: 9 });
    expect((await loading)!.sums).toEqual([9]);
  });

  it('has at most one load of a task in flight, however many pages ask', async () => {
    const { task } = await sentTask(t.app, 1);
    let loads = 0;
    const tasks = new TaskCache(
      t.app.deps.db.withPlugin({ transformQuery: (a) => (loads++, a.node), transformResult: async (a) => a.result }),
      { maxAgeMs: 0 },
    );
    await Promise.all(Array.from({ length: 20 }, () => tasks.get(task.id)));
    // One load is five queries: invitations, formats, questions, documents, and the formats' revision again.
    expect(loads).toBe(5);
    // Served from the tender it has; the one reload goes on behind.
    await Promise.all(Array.from({ length: 20 }, () => tasks.get(task.id)));
    await vi.waitFor(() => expect(loads).toBe(10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toBe(10);
  });
});

async function sentTaskSupplier(api: Awaited<ReturnType<typeof sentTask>>['api'], name = 'uninvited') {
  return (await api.put('/api/suppliers', { name, email: `${name}@druck.de` })).json() as { id: string };
}
