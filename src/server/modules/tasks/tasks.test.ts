import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, flyer } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskListSchema, TaskSchema } from '../../../shared/schemas/tasks.ts';
import { FormatSchema } from '../../../shared/schemas/formats.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { MailLogSchema, SentSchema, SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';

describe('tasks', () => {
  const t = useTestApp();

  async function staff(name = 'buyer') {
    return apiAs(t.app, (await signUp(t.app, name)).cookie);
  }

  it('creates a complete task at state 5 with format copies of their own ids, lists, reads and deletes it', async () => {
    const api = await staff();
    const created = await api.put('/api/tasks', completeTask());
    const task = await read(created, TaskSchema, 201);
    expect(task).toMatchObject({ state: 5, missing: [], supplierId: null, lang: 'de' });
    expect(task.formats).toHaveLength(2);
    expect(new Set(task.formats.map((f) => f.id)).size).toBe(2);
    expect(task.formats[0]).toMatchObject({ ...flyer, id: expect.any(String) });

    const list = await read(api.get('/api/tasks'), TaskListSchema);
    expect(list.next).toBeNull();
    expect(list.items).toEqual([
      {
        ...{
          id: task.id,
          name: 'Mailing Q1',
          note: task.note,
          state: 5,
          deadlineDate: task.deadlineDate,
          formatCount: 2,
          currency: 'EUR',
        },
        ...{
          invited: 0,
          offers: 0,
          lowestSum: null,
          awarded: null,
          daysLeft: 10,
          opening: null,
          winners: [],
          round: 1,
        },
      },
    ]);
    expect(await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).toEqual(task);

    expect((await api.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('pages the tasks list, newest first', async () => {
    const api = await staff();
    for (let i = 0; i < 5; i++) await api.put('/api/tasks', completeTask({ name: `T${i}` }));
    const first = await read(api.get('/api/tasks?limit=2'), TaskListSchema);
    expect(first.items.map((t) => t.name)).toEqual(['T4', 'T3']);
    expect(first.next).toBe(2);
    const last = await read(api.get('/api/tasks?limit=2&offset=4'), TaskListSchema);
    expect(last).toMatchObject({ items: [{ name: 'T0' }], next: null });
    expect((await api.get('/api/tasks?limit=0')).statusCode).toBe(400);
    expect(await readError(api.get('/api/tasks?offset=-1'), 400)).toMatchObject({ field: 'offset' });
  });

  it('keeps a task pending while dates or formats are missing, and names what is missing', async () => {
    const api = await staff();
    const task = await read(api.put('/api/tasks', completeTask({ deliveryDate: null, formats: [] })), TaskSchema);
    expect(task).toMatchObject({ state: 0, missing: ['deliveryDate', 'formats'] });
    const updated = await api.post(`/api/tasks/${task.id}`, completeTask());
    expect(await read(updated, TaskSchema)).toMatchObject({ state: 5, missing: [] });
  });

  it('keeps format ids across updates and refuses ids of other tasks', async () => {
    const api = await staff();
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const first = task.formats[0]!;
    const updated = await read(
      api.post(`/api/tasks/${task.id}`, completeTask({ formats: [{ ...first, count: 7000 }, flyer] })),
      TaskSchema,
    );
    expect(updated.formats[0]).toMatchObject({ id: first.id, count: 7000 });
    expect(updated.formats[1]!.id).not.toBe(first.id);
    const foreign = await api.post(`/api/tasks/${task.id}`, completeTask({ formats: [{ ...flyer, id: 'not-ours' }] }));
    expect(await readError(foreign, 400)).toMatchObject({ code: 'UNKNOWN_FORMAT', field: 'formats.0.id' });
  });

  it('does not change a task when the stored format it was copied from changes', async () => {
    const api = await staff();
    // A stored format has no quantity, and a task's copy no version: bodies refuse keys they do not know.
    const { count: _c, ...template } = flyer;
    const format = await read(api.put('/api/formats', template), FormatSchema);
    const { id: _, version: _v, ...copy } = format;
    const task = await read(api.put('/api/tasks', completeTask({ formats: [{ ...copy, count: 100 }] })), TaskSchema);
    await read(api.post(`/api/formats/${format.id}`, { ...template, title: 'Renamed' }), FormatSchema);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).formats[0]!.title).toBe('Flyer A5');
  });

  it('refuses a deadline before today, and the two required texts, with the field named', async () => {
    const api = await staff();
    const past = await api.put('/api/tasks', completeTask({ deadlineDate: '2020-01-01' }));
    expect(await readError(past, 400)).toMatchObject({ code: 'DEADLINE_PAST', field: 'deadlineDate' });
    for (const field of ['name', 'address']) {
      const res = await api.put('/api/tasks', completeTask({ [field]: '  ' }));
      expect(await readError(res, 400), field).toMatchObject({
        field,
        message: expect.stringContaining('Field is required'),
      });
    }
    const badDate = await api.put('/api/tasks', completeTask({ deliveryDate: '2027-02-30' }));
    expect(await readError(badDate, 400)).toMatchObject({ field: 'deliveryDate' });
    const badCount = await api.put('/api/tasks', completeTask({ formats: [{ ...flyer, count: -1 }] }));
    expect(await readError(badCount, 400)).toMatchObject({ field: 'formats.0.count' });
  });

  it('moves 5 -> 10 with the test mail, 10 -> 50 with the invitations, and refuses edits at 50 with 409', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de', language: 'en' });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);

    const test = await api.post(`/api/tasks/${task.id}/suppliers/test`);
    expect(await read(test, SentSchema)).toMatchObject({ code: 'TESTMAIL_SENT', message: 'Test mail sent' });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(10);
    // Editing at 10 keeps 10.
    expect(
      (await read(api.post(`/api/tasks/${task.id}`, completeTask({ name: 'Mailing Q1/2' })), TaskSchema)).state,
    ).toBe(10);

    const send = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(await read(send, SentSchema)).toEqual({ queued: 2, code: 'MAIL_SENT', message: 'Mail sent' });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(50);

    const edit = await api.post(`/api/tasks/${task.id}`, completeTask());
    expect(await readError(edit, 409)).toMatchObject({ code: 'TASK_SENT', message: expect.any(String) });
    const again = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(again.statusCode).toBe(409);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(409);
  });

  it('refuses sending at 0 with a message', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    const task = await read(api.put('/api/tasks', completeTask({ formats: [] })), TaskSchema);
    const send = { url: `/api/tasks/${task.id}/suppliers/mail`, body: { suppliers: [] } };
    for (const { url, body } of [send, { url: `/api/tasks/${task.id}/suppliers/test`, body: {} }]) {
      const res = await api.post(url, body);
      expect(await readError(res, 409)).toMatchObject({
        code: 'TASK_INCOMPLETE',
        message: 'Fill out every field and add at least one format first.',
      });
    }
  });

  it('makes one invitation per supplier, refuses a second one, and invites one more later', async () => {
    const api = await staff();
    const a = await read(api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' }), SupplierSchema);
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de' });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect(
      (await read(api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [a.id] }), SentSchema)).queued,
    ).toBe(1);

    const dup = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [a.id] });
    expect(await readError(dup, 409)).toMatchObject({
      code: 'SUPPLIER_INVITED',
      message: 'Druck A has been invited already.',
    });

    const c = await read(api.put('/api/suppliers', { name: 'Druck C', email: 'c@druck.de' }), SupplierSchema);
    expect((await read(api.post(`/api/mail/${task.id}`, { receivers: [c.id] }), SentSchema)).queued).toBe(1);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: ['nope'] })).statusCode).toBe(404);

    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.map((r) => [r.name, r.mailState])).toEqual([
      ['Druck A', expect.stringMatching(/queued|sent/)],
      ['Druck B', 'pending'],
      ['Druck C', expect.stringMatching(/queued|sent/)],
    ]);
    const log = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    const invitations = log.filter((m) => m.kind === 'invitation');
    expect(invitations.map((m) => m.supplierId).sort()).toEqual([a.id, c.id].sort());
  });

  it('lists every mail of the task with its state in the mail log', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de' });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    await api.post(`/api/testmail/${task.id}`, { to: 'buyer@example.com' });
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const items = (await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items;
    // The planned reminders are listed too, with the time they fall due (reminders.test.ts).
    const log = items.filter((m) => m.dueAt === null);
    expect(log.map((m) => m.to).sort()).toEqual(['a@druck.de', 'b@druck.de', 'buyer@example.com']);
    for (const m of log)
      expect(m).toMatchObject({
        id: expect.any(String),
        state: expect.stringMatching(/queued|sent/),
        kind: expect.any(String),
      });
  });

  it('keeps a deleted supplier in the table of a task it was invited to', async () => {
    const api = await staff();
    const a = await read(api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' }), SupplierSchema);
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de' });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [a.id] });
    await api.delete(`/api/suppliers/${a.id}`);
    const rows = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(rows.map((r) => [r.name, r.deleted])).toEqual([
      ['Druck A', true],
      ['Druck B', false],
    ]);
  });
});
