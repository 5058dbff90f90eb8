import { describe, expect, it } from 'vitest';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import {
  MailLogSchema,
  SupplierTaskListSchema,
  type WorkspaceMailLog,
  WorkspaceMailLogSchema,
} from '../../../shared/schemas/invitations.ts';

type Api = Awaited<ReturnType<typeof sentTask>>['api'];

describe('the mail logs at the spec’s paths', () => {
  const t = useTestApp();

  /** Every page of GET /api/taskMailLog, `limit` at a time. */
  async function workspaceLog(api: Api, limit: number) {
    const items: WorkspaceMailLog['items'] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: WorkspaceMailLog = await read(
        api.get(`/api/taskMailLog?offset=${offset}&limit=${limit}`),
        WorkspaceMailLogSchema,
      );
      expect(page.items.length).toBeLessThanOrEqual(limit);
      items.push(...page.items);
      offset = page.next;
    }
    return items;
  }

  /** The mails of the tasks by their own logs (GET /api/mail/{taskId}), each with its task. */
  async function taskLogs(api: Api, taskIds: string[]) {
    const items = [];
    for (const taskId of taskIds) {
      const log = await read(api.get(`/api/mail/${taskId}`), MailLogSchema);
      items.push(...log.items.map((m) => ({ ...m, taskId })));
    }
    return items.sort((a, b) => a.id.localeCompare(b.id));
  }

  it("pages the workspace's mails newest first, only its own, without reminders that will be dropped", async () => {
    const a = await sentTask(t.app, 2, 'buyer.a');
    const second = await read(a.api.put('/api/tasks', completeTask({ name: 'Zweite' })), TaskSchema);
    await a.api.post(`/api/tasks/${second.id}/suppliers/mail`, { suppliers: [] });
    await a.api.post(`/api/tasks/${second.id}/suppliers/test`, {});
    // The printshop's planned reminders lose their reason: neither log lists them.
    expect((await a.offer(0, ['1000', '2000'])).statusCode).toBe(200);
    const b = await sentTask(t.app, 1, 'buyer.b');
    // The mail worker stops, so no mail changes its state between the reads compared.
    await t.app.deps.outbox.stop();

    const own = await taskLogs(a.api, [a.task.id, second.id]);
    expect(own.length).toBeGreaterThan(8);
    const log = await workspaceLog(a.api, 3);
    expect([...log].sort((x, y) => x.id.localeCompare(y.id))).toEqual(own);
    for (let i = 1; i < log.length; i++) expect(log[i]!.createdAt).toBeLessThanOrEqual(log[i - 1]!.createdAt);
    expect(new Set(log.map((m) => m.id)).size).toBe(log.length);

    const others = await read(b.api.get('/api/taskMailLog'), WorkspaceMailLogSchema);
    expect(others.next).toBeNull();
    expect([...others.items].sort((x, y) => x.id.localeCompare(y.id))).toEqual(await taskLogs(b.api, [b.task.id]));
    expect(others.items.every((m) => m.taskId === b.task.id)).toBe(true);
    expect((await readError(a.api.get('/api/taskMailLog?limit=0'), 400)).code).toBe('INVALID');
  });

  it('says of an invitation what the printshop table says: opened, clicked', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 3);
    const sent = await waitFor(async () => {
      const log = await read(api.get(`/api/mail/${task.id}`), MailLogSchema);
      const invitations = log.items.filter((m) => m.kind === 'invitation');
      return invitations.length === 3 && invitations.every((m) => m.state === 'sent') ? invitations : undefined;
    }, 'three invitations sent');
    // Druck 0 opens the mail (its tracking image), Druck 1 opens its offer page from the link.
    const mailOf = (i: number) => sent.find((m) => m.supplierId === suppliers[i]!.id)!.id;
    expect((await t.app.inject({ url: `/api/track/open/${mailOf(0)}` })).statusCode).toBe(200);
    expect((await pub(suppliers[1]!.id).get()).statusCode).toBe(200);

    const log = await read(api.get(`/api/mail/${task.id}`), MailLogSchema);
    const table = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    // Newest first: the planned reminders come before the invitations.
    const logState = (id: string) => log.items.find((m) => m.supplierId === id && m.kind === 'invitation')!.state;
    const tableState = (id: string) => table.items.find((r) => r.supplierId === id)!.mailState;
    expect(suppliers.map((s) => logState(s.id))).toEqual(['opened', 'clicked', 'sent']);
    expect(suppliers.map((s) => tableState(s.id))).toEqual(['opened', 'clicked', 'sent']);
  });

  it('answers one task’s log at /api/taskMailLog/{taskId} as at /api/mail/{taskId}', async () => {
    const a = await sentTask(t.app, 2, 'buyer.a');
    const b = await sentTask(t.app, 1, 'buyer.b');
    await t.app.deps.outbox.stop();
    const log = await read(a.api.get(`/api/taskMailLog/${a.task.id}`), MailLogSchema);
    expect(log.items.length).toBeGreaterThan(1);
    expect(log).toEqual(await read(a.api.get(`/api/mail/${a.task.id}`), MailLogSchema));
    expect((await readError(b.api.get(`/api/taskMailLog/${a.task.id}`), 404)).code).toBe('NOT_FOUND');
  });
});
