import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read } from '../../test/read.ts';
import { type SupplierSum, TaskSchema } from '../../../shared/schemas/tasks.ts';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';

const bySupplier = (sums: SupplierSum[]) => [...sums].sort((a, b) => a.supplierId.localeCompare(b.supplierId));

describe("the task read: its printshops' totals", () => {
  let queries = 0;
  const t = useTestApp({ onQuery: () => queries++ });

  it("carries each invited printshop's current total, null without an offer, in one query for all", async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 3);
    const draft = await read(api.put('/api/tasks', completeTask({ name: 'Entwurf' })), TaskSchema, 201);
    expect(draft.supplierTasks).toEqual([]);
    expect((await offer(0, ['1000', '2000'])).statusCode).toBe(200);
    expect((await offer(1, ['1500.50', '2500'])).statusCode).toBe(200);
    // The current offer counts, not the first.
    expect((await offer(0, ['900', '2000'])).statusCode).toBe(200);

    const read1 = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(bySupplier(read1.supplierTasks)).toEqual(
      bySupplier([
        { supplierId: suppliers[0]!.id, sum: 290_000 },
        { supplierId: suppliers[1]!.id, sum: 400_050 },
        { supplierId: suppliers[2]!.id, sum: null },
      ]),
    );
    // The same totals as the task's printshop table.
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(bySupplier(read1.supplierTasks)).toEqual(
      bySupplier(rows.map(({ supplierId, sum }) => ({ supplierId, sum }))),
    );

    // As many queries for a task of 3 printshops as for one of 8. The mail worker stops: its polls are not the read's.
    const many = await sentTask(t.app, 8, 'buyer.many');
    await t.app.deps.outbox.stop();
    const queriesOf = async (taskApi: typeof api, id: string) => {
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = queries;
        expect((await read(taskApi.get(`/api/tasks/${id}`), TaskSchema)).supplierTasks.length).toBeGreaterThan(0);
        counts.push(queries - before);
      }
      return Math.min(...counts);
    };
    expect(await queriesOf(many.api, many.task.id)).toBe(await queriesOf(api, task.id));
  });

  it('carries no total while the task is sealed and not yet open, and each one once it opened', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2, 'buyer', { sealed: true });
    expect((await offer(0, ['1111.11', '2222.22'])).statusCode).toBe(200);
    const res = await api.get(`/api/tasks/${task.id}`);
    const sealed = await read(res, TaskSchema);
    expect(sealed.opening).toBe(inDays(11));
    expect(bySupplier(sealed.supplierTasks)).toEqual(
      bySupplier([
        { supplierId: suppliers[0]!.id, sum: null },
        { supplierId: suppliers[1]!.id, sum: null },
      ]),
    );
    expect(res.body).not.toContain('333333');

    // The deadline day is over (no API moves a deadline into the past: the row is written).
    await t.app.deps.db
      .updateTable('tasks')
      .set({ deadlineDate: inDays(-1) })
      .where('id', '=', task.id)
      .execute();
    const opened = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(opened.opening).toBeNull();
    expect(bySupplier(opened.supplierTasks)).toEqual(
      bySupplier([
        { supplierId: suppliers[0]!.id, sum: 333_333 },
        { supplierId: suppliers[1]!.id, sum: null },
      ]),
    );
  });
});
