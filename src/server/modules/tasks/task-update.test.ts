import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

describe('updating a draft task', () => {
  const t = useTestApp();

  async function draft(change: Parameters<typeof completeTask>[0] = {}) {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const task = await read(
      api.put('/api/tasks', completeTask({ lang: 'en', awardDate: inDays(15), ...change })),
      TaskSchema,
    );
    return { api, task, update: (body: object) => api.post(`/api/tasks/${task.id}`, body) };
  }

  it('keeps what the update leaves out: formats, dates, language and state', async () => {
    const { task, update } = await draft();
    expect(task).toMatchObject({ state: 5, lang: 'en' });
    const { name, note, address, lettershop, version } = task;
    const updated = await read(update({ name: `${name} (2)`, note, address, lettershop, version }), TaskSchema);
    expect(updated).toEqual({
      ...task,
      name: `${name} (2)`,
      version: version + 1,
      updatedAt: expect.any(Number),
      changedBy: 'buyer',
    });
    expect(updated).toMatchObject({
      state: 5,
      lang: 'en',
      deliveryDate: inDays(30),
      deadlineDate: inDays(10),
      awardDate: inDays(15),
      formats: task.formats,
    });
    // Nothing but the version, as the spec's clients may send it: a change of nothing but the version.
    expect(await read(update({}), TaskSchema)).toMatchObject({ name: `${name} (2)`, formats: task.formats, state: 5 });
  });

  it('changes what it names: null clears a date, an empty list the formats; the state follows', async () => {
    const { task, update } = await draft();
    const cleared = await read(update({ awardDate: null, formats: [] }), TaskSchema);
    expect(cleared).toMatchObject({ awardDate: null, formats: [], state: 0, missing: ['formats'], lang: 'en' });
    expect(cleared.deliveryDate).toBe(task.deliveryDate);
    // The removed formats' ids are gone with them: given again without, they are new copies.
    const formats = task.formats.map(({ id: _, ...f }) => f);
    const noDate = await read(update({ deliveryDate: null, formats }), TaskSchema);
    expect(noDate).toMatchObject({ deliveryDate: null, state: 0, missing: ['deliveryDate'] });
    expect(noDate.formats.map((f) => f.title)).toEqual(task.formats.map((f) => f.title));
    expect(await read(update({ deliveryDate: inDays(30), lang: 'de', sealed: true }), TaskSchema)).toMatchObject({
      state: 5,
      lang: 'de',
      sealed: true,
      formats: noDate.formats,
    });
  });

  it('checks the dates as they will be: against the stored ones, at the date that moved', async () => {
    const { update } = await draft();
    expect(await readError(update({ deadlineDate: inDays(40) }), 400)).toMatchObject({
      code: 'DEADLINE_AFTER_DELIVERY',
      field: 'deadlineDate',
    });
    expect(await readError(update({ deliveryDate: inDays(5) }), 400)).toMatchObject({
      code: 'DELIVERY_BEFORE_DEADLINE',
      field: 'deliveryDate',
    });
    expect(await readError(update({ deadlineDate: '2020-01-01' }), 400)).toMatchObject({ code: 'DEADLINE_PAST' });
    // Both moved and clash: the delivery date, as on creation.
    expect(await readError(update({ deadlineDate: inDays(40), deliveryDate: inDays(35) }), 400)).toMatchObject({
      code: 'DELIVERY_BEFORE_DEADLINE',
      field: 'deliveryDate',
    });
  });
});
