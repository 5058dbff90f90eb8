import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, inDays } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { SentSchema } from '../../../shared/schemas/invitations.ts';

const passed = {
  code: 'DEADLINE_PASSED',
  message: 'The offer deadline has passed; move it before sending.',
};

// Offers are taken through the deadline day (Europe/Berlin in the test config); sending after it is refused.
describe('sending after the offer deadline', () => {
  const t = useTestApp();

  async function newTask(shops = 2) {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const ids: string[] = [];
    for (let i = 0; i < shops; i++)
      ids.push(
        (await read(api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de` }), SupplierSchema)).id,
      );
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    // The API refuses a deadline in the past: the day passes by writing the row.
    const setDeadline = (day: string) =>
      t.app.deps.db.updateTable('tasks').set({ deadlineDate: day }).where('id', '=', task.id).execute();
    const mails = () => t.app.deps.db.selectFrom('mails').select('id').where('kind', '=', 'invitation').execute();
    return { api, ids, task, setDeadline, mails };
  }

  it('refuses sending to all and to the selected printshops, on both paths, and sends nothing', async () => {
    const { api, ids, task, setDeadline, mails } = await newTask();
    await setDeadline(inDays(-1));
    for (const [url, body] of [
      [`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] }],
      [`/api/tasks/${task.id}/suppliers/mail`, { suppliers: ids }],
      [`/api/mail/${task.id}`, { receivers: [] }],
      [`/api/mail/${task.id}`, { receivers: [ids[0]] }],
    ] as const) {
      expect(await readError(api.post(url, body), 409), `${url} ${JSON.stringify(body)}`).toMatchObject(passed);
    }
    expect(await mails()).toEqual([]);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(5);
  });

  it('refuses inviting one more printshop once the deadline day of a sent task is over', async () => {
    const { api, ids, task, setDeadline, mails } = await newTask(1);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const late = await read(api.put('/api/suppliers', { name: 'Druck spät', email: 'late@druck.de' }), SupplierSchema);
    await setDeadline(inDays(-1));
    const res = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [late.id] });
    expect(await readError(res, 409)).toMatchObject(passed);
    expect(await mails()).toHaveLength(ids.length);
  });

  it('sends on the deadline day itself, and keeps the test mail allowed after it', async () => {
    const { api, task, setDeadline, mails } = await newTask();
    await setDeadline(inDays(-1));
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    await setDeadline(inDays(0));
    const sent = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(await read(sent, SentSchema)).toMatchObject({ queued: 2 });
    expect(await mails()).toHaveLength(2);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(50);
  });
});
