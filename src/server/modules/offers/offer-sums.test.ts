import { describe, expect, it } from 'vitest';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import type { apiAs } from '../../test/api.ts';
import { foreignOffer } from '../../test/foreign-offer.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';

/** A printshop's total as the task's read and as its printshop table give it. */
async function sumsOf(api: ReturnType<typeof apiAs>, taskId: string, supplierId: string) {
  const task = await read(api.get(`/api/tasks/${taskId}`), TaskSchema);
  const table = await read(api.get(`/api/tasks/${taskId}/suppliers`), SupplierTaskListSchema);
  return [
    task.supplierTasks.find((s) => s.supplierId === supplierId)!.sum,
    table.items.find((s) => s.supplierId === supplierId)!.sum,
  ];
}

describe('a printshop’s total in the task and in its printshop table: one rule', () => {
  const t = useTestApp();

  it('has no total while every price it gave waits to be confirmed: the task and its printshop table agree', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    const formats = task.formats.map((f) => ({ ...f, count: f.count + 1000 }));
    const amended = await api.post(`/api/tasks/${task.id}/amend`, { version: task.version, message: '', formats });
    expect(amended.statusCode).toBe(200);
    expect(await sumsOf(api, task.id, suppliers[0]!.id)).toEqual([null, null]);
  });

  it('gives an offer in another currency in the task’s, converted at its rate, in both', async () => {
    const { api, task, suppliers } = await foreignOffer(t.app);
    // 20,000 + 10,000 + 500 CZK at 0.04: 1,220 €.
    expect(await sumsOf(api, task.id, suppliers[0]!.id)).toEqual([122_000, 122_000]);
  });
});
