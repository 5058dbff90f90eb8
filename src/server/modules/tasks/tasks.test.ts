import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, flyer } from '../../test/tasks.ts';

describe('tasks', () => {
  const t = useTestApp();

  async function staff(name = 'buyer') {
    return apiAs(t.app, (await signUp(t.app, name)).cookie);
  }

  it('creates a complete task at state 5 with format copies of their own ids, lists, reads and deletes it', async () => {
    const api = await staff();
    const created = await api.put('/api/tasks', completeTask());
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({ state: 5, missing: [], supplierId: null, lang: 'de' });
    expect(task.formats).toHaveLength(2);
    expect(new Set(task.formats.map((f: { id: string }) => f.id)).size).toBe(2);
    expect(task.formats[0]).toMatchObject({ ...flyer, id: expect.any(String) });

    const list = (await api.get('/api/tasks')).json();
    expect(list.next).toBeNull();
    expect(list.items).toEqual([
      { id: task.id, name: 'Mailing Q1', note: task.note, state: 5, deadlineDate: task.deadlineDate, formatCount: 2 },
    ]);
    expect((await api.get(`/api/tasks/${task.id}`)).json()).toEqual(task);

    expect((await api.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/tasks/${task.id}`)).statusCode).toBe(404);
  });

  it('pages the tasks list, newest first', async () => {
    const api = await staff();
    for (let i = 0; i < 5; i++) await api.put('/api/tasks', completeTask({ name: `T${i}` }));
    const first = (await api.get('/api/tasks?limit=2')).json();
    expect(first.items.map((t: { name: string }) => t.name)).toEqual(['T4', 'T3']);
    expect(first.next).toBe(2);
    const last = (await api.get('/api/tasks?limit=2&offset=4')).json();
    expect(last).toMatchObject({ items: [{ name: 'T0' }], next: null });
    expect((await api.get('/api/tasks?limit=0')).statusCode).toBe(400);
    expect((await api.get('/api/tasks?offset=-1')).json()).toMatchObject({ field: 'offset' });
  });

  it('keeps a task pending while dates or formats are missing, and names what is missing', async () => {
    const api = await staff();
    const task = (await api.put('/api/tasks', completeTask({ deliveryDate: null, formats: [] }))).json();
    expect(task).toMatchObject({ state: 0, missing: ['deliveryDate', 'formats'] });
    const updated = await api.post(`/api/tasks/${task.id}`, completeTask());
    expect(updated.json()).toMatchObject({ state: 5, missing: [] });
  });

  it('keeps format ids across updates and refuses ids of other tasks', async () => {
    const api = await staff();
    const task = (await api.put('/api/tasks', completeTask())).json();
    const [first] = task.formats;
    const updated = (
      await api.post(`/api/tasks/${task.id}`, completeTask({ formats: [{ ...first, count: 7000 }, flyer] }))
    ).json();
    expect(updated.formats[0]).toMatchObject({ id: first.id, count: 7000 });
    expect(updated.formats[1].id).not.toBe(first.id);
    const foreign = await api.post(`/api/tasks/${task.id}`, completeTask({ formats: [{ ...flyer, id: 'not-ours' }] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'UNKNOWN_FORMAT', field: 'formats.0.id' });
  });

  it('does not change a task when the stored format it was copied from changes', async () => {
    const api = await staff();
    const format = (await api.put('/api/formats', flyer)).json();
    const { id: _, ...copy } = format;
    const task = (await api.put('/api/tasks', completeTask({ formats: [{ ...copy, count: 100 }] }))).json();
    await api.post(`/api/formats/${format.id}`, { ...flyer, title: 'Renamed' });
    expect((await api.get(`/api/tasks/${task.id}`)).json().formats[0].title).toBe('Flyer A5');
  });

  it('refuses a deadline before today, and the four required fields, with the field named', async () => {
    const api = await staff();
    const past = await api.put('/api/tasks', completeTask({ deadlineDate: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'DEADLINE_PAST', field: 'deadlineDate' });
    for (const field of ['name', 'note', 'address', 'lettershop']) {
      const res = await api.put('/api/tasks', completeTask({ [field]: '  ' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ field, message: expect.stringContaining('Field is required') });
    }
    const badDate = await api.put('/api/tasks', completeTask({ deliveryDate: '2027-02-30' }));
    expect(badDate.json()).toMatchObject({ field: 'deliveryDate' });
    const badCount = await api.put('/api/tasks', completeTask({ formats: [{ ...flyer, count: -1 }] }));
    expect(badCount.json()).toMatchObject({ field: 'formats.0.count' });
  });

  it('moves 5 -> 10 with the test mail, 10 -> 50 with the invitations, and refuses edits at 50 with 409', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de', language: 'en' });
    const task = (await api.put('/api/tasks', completeTask())).json();

    const test = await api.post(`/api/tasks/${task.id}/suppliers/test`);
    expect(test.json()).toMatchObject({ code: 'TESTMAIL_SENT', message: 'Testmail Sent' });
    expect((await api.get(`/api/tasks/${task.id}`)).json().state).toBe(10);
    // Editing at 10 keeps 10.
    expect((await api.post(`/api/tasks/${task.id}`, completeTask({ name: 'Mailing Q1/2' }))).json().state).toBe(10);

    const send = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(send.json()).toEqual({ queued: 2, code: 'MAIL_SENT', message: 'Mail Sent' });
    expect((await api.get(`/api/tasks/${task.id}`)).json().state).toBe(50);

    const edit = await api.post(`/api/tasks/${task.id}`, completeTask());
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'TASK_SENT', message: expect.any(String) });
    const again = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(again.statusCode).toBe(409);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(409);
  });

  it('refuses sending at 0 with a message', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    const task = (await api.put('/api/tasks', completeTask({ formats: [] }))).json();
    for (const url of [`/api/tasks/${task.id}/suppliers/mail`, `/api/tasks/${task.id}/suppliers/test`]) {
      const res = await api.post(url, { suppliers: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'TASK_INCOMPLETE',
        message: 'Fill out every field and add at least one format first.',
      });
    }
  });

  it('makes one invitation per supplier, refuses a second one, and invites one more later', async () => {
    const api = await staff();
    const a = (await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' })).json();
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de' });
    const task = (await api.put('/api/tasks', completeTask())).json();
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [a.id] })).json().queued).toBe(1);

    const dup = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [a.id] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'SUPPLIER_INVITED', message: 'Druck A has been invited already.' });

    const c = (await api.put('/api/suppliers', { name: 'Druck C', email: 'c@druck.de' })).json();
    expect((await api.post(`/api/mail/${task.id}`, { receivers: [c.id] })).json().queued).toBe(1);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: ['nope'] })).statusCode).toBe(404);

    const rows = (await api.get(`/api/tasks/${task.id}/suppliers`)).json().items;
    expect(rows.map((r: { name: string; mailState: string }) => [r.name, r.mailState])).toEqual([
      ['Druck A', expect.stringMatching(/queued|sent/)],
      ['Druck B', 'pending'],
      ['Druck C', expect.stringMatching(/queued|sent/)],
    ]);
    const invitations = await t.app.deps.db
      .selectFrom('mails')
      .select('supplierId')
      .where('kind', '=', 'invitation')
      .execute();
    expect(invitations.map((m) => m.supplierId).sort()).toEqual([a.id, c.id].sort());
  });

  it('lists every mail of the task with its state in the mail log', async () => {
    const api = await staff();
    await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' });
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de' });
    const task = (await api.put('/api/tasks', completeTask())).json();
    await api.post(`/api/testmail/${task.id}`, { to: 'chef@example.com' });
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const items = (await api.get(`/api/mail/${task.id}`)).json().items;
    // The planned reminders are listed too, with the time they fall due (reminders.test.ts).
    const log = items.filter((m: { dueAt: number | null }) => m.dueAt === null);
    expect(log.map((m: { to: string }) => m.to).sort()).toEqual(['a@druck.de', 'b@druck.de', 'chef@example.com']);
    for (const m of log)
      expect(m).toMatchObject({
        id: expect.any(String),
        state: expect.stringMatching(/queued|sent/),
        kind: expect.any(String),
      });
  });

  it('keeps a deleted supplier in the table of a task it was invited to', async () => {
    const api = await staff();
    const a = (await api.put('/api/suppliers', { name: 'Druck A', email: 'a@druck.de' })).json();
    await api.put('/api/suppliers', { name: 'Druck B', email: 'b@druck.de' });
    const task = (await api.put('/api/tasks', completeTask())).json();
    await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [a.id] });
    await api.delete(`/api/suppliers/${a.id}`);
    const rows = (await api.get(`/api/tasks/${task.id}/suppliers`)).json().items;
    expect(rows.map((r: { name: string; deleted: boolean }) => [r.name, r.deleted])).toEqual([
      ['Druck A', true],
      ['Druck B', false],
    ]);
  });
});
