import { describe, expect, it } from 'vitest';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { TenderCache } from './tender-cache.ts';

describe('the tender cache behind the suppliers\' pages', () => {
  const t = useTestApp();

  it('lets a printshop invited after the page was read in at once', async () => {
    const { api, task, pub } = await sentTask(t.app, 1);
    expect((await pub((await sentTaskSupplier(api)).id).get()).statusCode).toBe(404);
    const later = await sentTaskSupplier(api, 'later');
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [later.id] })).statusCode).toBe(200);
    expect((await pub(later.id).get()).json()).toMatchObject({ supplier: { name: 'later' }, task: { id: task.id } });
  });

  it('shows what another instance stored within a second and a load', async () => {
    const { task, suppliers, pub, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [500, 500])).json()).toMatchObject({ position: 1, percentage: 100 });
    // Another instance, sharing the database, stores a lower offer of supplier 1.
    await t.app.deps.db.updateTable('supplierTasks').set({ sum: 10, prices: '[]', submittedAt: Date.now() }).where('taskId', '=', task.id).where('supplierId', '=', suppliers[1]!.id).execute();
    expect((await pub(suppliers[0]!.id).get()).json()).toMatchObject({ position: 1 });
    await new Promise((r) => setTimeout(r, 1000));
    // The first read after the second may still get the tender it replaces, while it loads.
    await waitFor(async () => ((await pub(suppliers[0]!.id).get()).json().position === 2 ? true : undefined), 'the new rank', 500);
  });

  it('serves the tender it has while it loads it again, with the offers stored meanwhile', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    const tenders = new TenderCache(t.app.deps.db, 0); // every read finds its tender stale
    const first = await tenders.get(task.id);
    const meanwhile = await tenders.get(task.id);
    expect(meanwhile).toBe(first);
    tenders.offerStored(task.id, suppliers[0]!.id, { prices: '[]', sum: 7, submittedAt: Date.now() + 1000 });
    expect(first!.sums).toEqual([7]);
    await new Promise((r) => setTimeout(r, 50));
    const reloaded = await tenders.get(task.id);
    expect(reloaded).not.toBe(first);
    expect(reloaded!.sums).toEqual([7]);
  });

  it('keeps the later of two offers that finish out of order, and puts an offer into a tender still loading', async () => {
    const { task, suppliers } = await sentTask(t.app, 1);
    const tenders = t.app.deps.tenders;
    const supplierId = suppliers[0]!.id;
    const tender = (await tenders.get(task.id))!;
    tenders.offerStored(task.id, supplierId, { prices: '[]', sum: 5, submittedAt: 2000 });
    tenders.offerStored(task.id, supplierId, { prices: '[]', sum: 7, submittedAt: 1000 });
    expect(tender.invitations.get(supplierId)).toMatchObject({ sum: 5, submittedAt: 2000 });
    expect(tender.sums).toEqual([5]);

    tenders.forget(task.id);
    const loading = tenders.get(task.id);
    tenders.offerStored(task.id, supplierId, { prices: '[]', sum: 9, submittedAt: Date.now() + 1000 });
    expect(tenders.get(task.id)).toBe(loading);
    expect((await loading)!.invitations.get(supplierId)).toMatchObject({ sum: 9 });
    expect((await loading)!.sums).toEqual([9]);
  });
});

async function sentTaskSupplier(api: Awaited<ReturnType<typeof sentTask>>['api'], name = 'uninvited') {
  return (await api.put('/api/suppliers', { name, email: `${name}@druck.de` })).json() as { id: string };
}
