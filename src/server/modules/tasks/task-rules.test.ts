import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, flyer, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskListSchema, TaskSchema } from '../../../shared/schemas/tasks.ts';

// Bad input gets a precise answer: a quantity of at least 1, the delivery not before the deadline.
describe('task input rules', () => {
  const t = useTestApp();

  async function staff() {
    return apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
  }

  it('refuses a quantity of 0 on create and update, naming the format and the minimum', async () => {
    const api = await staff();
    const zero = completeTask({ formats: [flyer, { ...flyer, count: 0 }] });
    const created = await api.put('/api/tasks', zero);
    expect(await readError(created, 400)).toMatchObject({
      code: 'INVALID',
      field: 'formats.1.count',
      key: 'tooSmall',
      params: { min: 1 },
      message: 'formats.1.count: Must be at least 1',
    });

    const task = await read(api.put('/api/tasks', completeTask({ formats: [{ ...flyer, count: 1 }] })), TaskSchema);
    expect(task.formats[0]!.count).toBe(1);
    const updated = await api.post(`/api/tasks/${task.id}`, zero);
    expect(await readError(updated, 400)).toMatchObject({ code: 'INVALID', field: 'formats.1.count', key: 'tooSmall' });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).formats).toHaveLength(1);
  });

  it('refuses a quantity that is not a whole number, or not a number, naming the format', async () => {
    const api = await staff();
    for (const count of [2.5, '5000', null]) {
      // The body as a client may send it, not as the type allows.
      const res = await api.put('/api/tasks', { ...completeTask(), formats: [{ ...flyer, count }] });
      expect(await readError(res, 400)).toMatchObject({ code: 'INVALID', field: 'formats.0.count' });
    }
    const fraction = api.put('/api/tasks', completeTask({ formats: [{ ...flyer, count: 2.5 }] }));
    expect((await readError(fraction, 400)).key).toBe('wholeNumber');
  });

  it('refuses a delivery date before the offer deadline on create, with the field named', async () => {
    const api = await staff();
    const res = await api.put('/api/tasks', completeTask({ deadlineDate: inDays(10), deliveryDate: inDays(9) }));
    expect(await readError(res, 400)).toEqual({
      code: 'DELIVERY_BEFORE_DEADLINE',
      field: 'deliveryDate',
      message: 'The delivery date must not be before the offer deadline.',
    });
    expect((await read(api.get('/api/tasks'), TaskListSchema)).items).toEqual([]);

    // Delivery on the deadline day, or either date still open, is fine.
    for (const dates of [
      { deadlineDate: inDays(10), deliveryDate: inDays(10) },
      { deadlineDate: null, deliveryDate: inDays(1) },
      { deadlineDate: inDays(10), deliveryDate: null },
    ]) {
      expect((await api.put('/api/tasks', completeTask(dates))).statusCode, JSON.stringify(dates)).toBe(201);
    }
  });

  it('refuses a delivery date before the offer deadline on update, and keeps the task as it was', async () => {
    const api = await staff();
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const earlier = await api.post(`/api/tasks/${task.id}`, completeTask({ deliveryDate: inDays(5) }));
    expect(await readError(earlier, 400)).toMatchObject({ code: 'DELIVERY_BEFORE_DEADLINE', field: 'deliveryDate' });
    // Only the deadline moved: the error is on the deadline.
    const later = await api.post(`/api/tasks/${task.id}`, completeTask({ deadlineDate: inDays(31) }));
    expect(await readError(later, 400)).toMatchObject({ code: 'DEADLINE_AFTER_DELIVERY', field: 'deadlineDate' });
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toMatchObject({
      deliveryDate: task.deliveryDate,
      deadlineDate: task.deadlineDate,
    });

    const moved = await api.post(`/api/tasks/${task.id}`, completeTask({ deadlineDate: inDays(30) }));
    expect(await read(moved, TaskSchema)).toMatchObject({ deadlineDate: inDays(30), deliveryDate: inDays(30) });
  });
});
