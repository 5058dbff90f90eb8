import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { completeTask, inDays } from '../../test/tasks.ts';

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
      ids.push((await api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de` })).json().id);
    const task = (await api.put('/api/tasks', completeTask())).json();
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
      const res = await api.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(409);
      expect(res.json()).toMatchObject(passed);
    }
    expect(await mails()).toEqual([]);
    expect((await api.get(`/api/tasks/${task.id}`)).json().state).toBe(5);
  });

  it('refuses inviting one more printshop once the deadline day of a sent task is over', async () => {
    const { api, ids, task, setDeadline, mails } = await newTask(1);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    const late = (await api.put('/api/suppliers', { name: 'Druck spät', email: 'late@druck.de' })).json();
    await setDeadline(inDays(-1));
    const res = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [late.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(passed);
    expect(await mails()).toHaveLength(ids.length);
  });

  it('sends on the deadline day itself, and keeps the test mail allowed after it', async () => {
    const { api, task, setDeadline, mails } = await newTask();
    await setDeadline(inDays(-1));
    expect((await api.post(`/api/tasks/${task.id}/suppliers/test`)).statusCode).toBe(200);
    await setDeadline(inDays(0));
    const sent = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 2 });
    expect(await mails()).toHaveLength(2);
    expect((await api.get(`/api/tasks/${task.id}`)).json().state).toBe(50);
  });
});
