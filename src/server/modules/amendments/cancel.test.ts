import { describe, expect, it } from 'vitest';
import { outboxMail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { DashboardSchema } from '../../../shared/schemas/dashboard.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

describe('cancelling and deleting', () => {
  const t = useTestApp();

  it('cancels a sent tender: state 90, every printshop mailed, the page says so, offers refused', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 2);
    await offer(0, [1000, 500]);
    const before = Date.now();
    const res = await api.post(`/api/tasks/${task.id}/cancel`, { message: 'Das Projekt entfällt.' });
    expect(await read(res, TaskSchema)).toMatchObject({ state: 90, cancelMessage: 'Das Projekt entfällt.' });
    const mail = await outboxMail(t.app, suppliers[0]!.email, 'cancellation', before);
    expect(mail.subject).toBe('Anfrage aufgehoben: Mailing Q1');
    expect(mail.text).toContain('Das Projekt entfällt.');
    expect((await outboxMail(t.app, suppliers[1]!.email, 'cancellation', before)).subject).toBe(
      'Request for quotation cancelled: Mailing Q1',
    );

    const page = await read(pub(suppliers[1]!.id).get(), PubOfferSchema);
    expect(page.task).toMatchObject({ state: 90, open: false, cancelMessage: 'Das Projekt entfällt.' });
    expect((await readError(offer(1, [900, 400]), 409)).code).toBe('TENDER_CANCELLED');
    const dashboard = await read(api.get('/api/dashboard'), DashboardSchema);
    expect(dashboard.items.map((i) => i.id)).not.toContain(task.id);

    expect((await readError(api.post(`/api/tasks/${task.id}/cancel`, { message: '' }), 409)).code).toBe(
      'TASK_CANCELLED',
    );
    expect((await api.delete(`/api/tasks/${task.id}`)).statusCode).toBe(409);
  });

  it('refuses DELETE after sending (cancel instead); before sending deletes the task with its mails', async () => {
    const { api, task } = await sentTask(t.app, 1);
    const refused = await api.delete(`/api/tasks/${task.id}`);
    expect((await readError(refused, 409)).code).toBe('CANCEL_INSTEAD');

    const draft = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await api.post(`/api/tasks/${draft.id}/suppliers/test`)).statusCode).toBe(200);
    const mails = () => t.app.deps.db.selectFrom('mails').select('id').where('taskId', '=', draft.id).execute();
    expect(await mails()).toHaveLength(1);
    expect((await api.delete(`/api/tasks/${draft.id}`)).statusCode).toBe(204);
    expect(await mails()).toHaveLength(0);
    expect((await api.post(`/api/tasks/${draft.id}/cancel`, {})).statusCode).toBe(404);
  });
});
