import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/dates.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { SupplierSchema, type Supplier } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema, type Task } from '../../../shared/schemas/tasks.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { offerToken } from '../../auth/offer-token.ts';
import type { App } from '../../app.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useInstances } from '../../test/instances.ts';
import { read } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

const TASKS = 6;

/** A printshop's offer on a task, every format at `price` euros. */
const offer = (app: App, task: Task, supplier: Supplier, price: number) =>
  app.inject({
    method: 'POST',
    url: `/api/pub/tasks/${task.id}/${supplier.id}`,
    headers: { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, task.id, supplier.id) },
    payload: { formats: task.formats.map((f) => ({ id: f.id, price })) },
  });

describe('order numbers', () => {
  const instances = useInstances();

  it('count 1..n without gaps or duplicates while awards of one workspace race on two instances', async () => {
    const [one, two] = await instances.start(2);
    const { cookie } = await signUp(one!, 'racer');
    const apis = [apiAs(one!, cookie), apiAs(two!, cookie)];
    const api = apis[0]!;
    const suppliers: Supplier[] = [];
    for (const i of [0, 1]) {
      const body = { name: `Druck ${i}`, email: `s${i}@druck.de`, language: 'de' };
      suppliers.push(await read(api.put('/api/suppliers', body), SupplierSchema));
    }
    const tasks: Task[] = [];
    for (let i = 0; i < TASKS; i++) {
      const task = await read(api.put('/api/tasks', completeTask({ name: `Mailing ${i}` })), TaskSchema);
      expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
      for (const [k, s] of suppliers.entries()) expect((await offer(one!, task, s, 100 + k)).statusCode).toBe(200);
      tasks.push(task);
    }
    // The first task is split between both printshops: two orders, two numbers.
    const [flyer, letter] = tasks[0]!.formats;
    const split = {
      awards: [
        { formatId: flyer!.id, supplierId: suppliers[0]!.id },
        { formatId: letter!.id, supplierId: suppliers[1]!.id },
      ],
    };
    const awarded = await Promise.all(
      tasks.map((task, i) =>
        i === 0
          ? apis[i % 2]!.post(`/api/tasks/${task.id}/award`, split)
          : apis[i % 2]!.post(`/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`),
      ),
    );
    expect(awarded.map((r) => r.statusCode)).toEqual(tasks.map(() => 200));

    const year = todayIn('Europe/Berlin').slice(0, 4);
    const numbers = new Map<string, string>();
    for (const task of tasks) {
      const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
      for (const a of comparison.awards) numbers.set(`${task.id}/${a.supplierId}`, a.orderNumber!);
    }
    expect(numbers.size).toBe(TASKS + 1);
    const expected = Array.from({ length: TASKS + 1 }, (_, i) => `PO-${year}-${String(i + 1).padStart(4, '0')}`);
    expect([...numbers.values()].sort()).toEqual(expected);
    // One winner's formats share its number.
    const first = await read(api.get(`/api/tasks/${tasks[0]!.id}/offers`), ComparisonSchema);
    expect(new Set(first.awards.map((a) => a.orderNumber)).size).toBe(2);
  });
});
