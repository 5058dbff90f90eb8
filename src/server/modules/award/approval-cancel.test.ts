import { describe, expect, it } from 'vitest';
import { accept, team } from '../../test/approval.ts';
import { useTestApp } from '../../test/helper.ts';
import { caughtText } from '../../test/notifications.ts';
import { read, readError } from '../../test/read.ts';
import { AwardRequestAnswerSchema } from '../../../shared/schemas/award.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { NotificationListSchema } from '../../../shared/schemas/notifications.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

describe('cancelling a task whose award waits for approval', () => {
  const t = useTestApp({ outbox: { pollMs: 50 } });

  it('withdraws the request and tells those asked to approve it, in their languages', async () => {
    const { task, suppliers, clerk, chief, owner } = await team(t.app);
    await accept(clerk, task.id, suppliers[0]!.id);
    const cancelled = await clerk.post(`/api/tasks/${task.id}/cancel`, { message: 'Projekt entfällt.' });
    expect(await read(cancelled, TaskSchema)).toMatchObject({ state: 90 });

    // No request lingers to be decided: the panel's read is empty, approve and reject are refused.
    for (const api of [chief, owner, clerk]) {
      expect((await read(api.get(`/api/tasks/${task.id}/award/request`), AwardRequestAnswerSchema)).request).toBeNull();
    }
    expect((await readError(chief.post(`/api/tasks/${task.id}/award/approve`), 409)).code).toBe('TASK_CANCELLED');
    const reject = owner.post(`/api/tasks/${task.id}/award/reject`, { message: 'No' });
    expect((await readError(reject, 409)).code).toBe('TASK_CANCELLED');
    const rows = await t.app.deps.db.selectFrom('awardRequests').select(['state', 'decidedBy']).execute();
    expect(rows).toEqual([{ state: 'withdrawn', decidedBy: expect.any(String) }]);

    // The admin (English) and the owner (German), who were asked, hear of it by mail (parsed from the SMTP catcher)
    // and in the bell.
    const english = 'The task was cancelled: the award clerk asked you to approve is withdrawn.';
    expect((await caughtText(t.app, 'chief@example.com', english)).subject).toBe(
      'Approval request withdrawn – Mailing Q1',
    );
    const german =
      'Die Anfrage wurde aufgehoben: Der Zuschlag, für den clerk um Ihre Freigabe gebeten hat, ist zurückgezogen.';
    await caughtText(t.app, 'buyer@example.com', german);
    for (const api of [chief, owner]) {
      const bell = await read(api.get('/api/notifications'), NotificationListSchema);
      expect(bell.items[0]).toMatchObject({ kind: 'approval-withdrawn', taskId: task.id, message: 'clerk' });
    }

    const trail = (await read(owner.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(trail.slice(0, 2).map((e) => [e.kind, e.staff, e.subject])).toEqual([
      ['award-withdrawn', 'clerk', 'clerk'],
      ['cancelled', 'clerk', 'Projekt entfällt.'],
    ]);
  });

  it('does not tell the owner or admin who cancelled it', async () => {
    const { task, suppliers, clerk, chief, owner } = await team(t.app);
    await accept(clerk, task.id, suppliers[0]!.id);
    expect((await owner.post(`/api/tasks/${task.id}/cancel`, { message: '' })).statusCode).toBe(200);
    const told = await read(chief.get('/api/notifications'), NotificationListSchema);
    expect(told.items[0]).toMatchObject({ kind: 'approval-withdrawn', message: 'clerk' });
    const own = await read(owner.get('/api/notifications'), NotificationListSchema);
    expect(own.items.map((n) => n.kind)).not.toContain('approval-withdrawn');
    const trail = (await read(chief.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(trail[0]).toMatchObject({ kind: 'award-withdrawn', staff: 'buyer', subject: 'clerk' });
  });
});
