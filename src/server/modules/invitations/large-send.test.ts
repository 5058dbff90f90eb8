import { afterEach, describe, expect, it } from 'vitest';
import type { MailKind } from '../../../shared/mail-state.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { offer } from '../../test/populate.ts';
import { freePort } from '../../test/ports.ts';
import { seedSuppliers } from '../../test/suppliers.ts';
import { completeTask, flyer } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { SentSchema, SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';

const fifty = Array.from({ length: 50 }, (_, i) => ({ ...flyer, title: `Format ${i}` }));

// The mails are rendered before the send writes, and written in short transactions, so that other
// writes go on meanwhile (docs/decisions/023-large-tenders.md).
describe('a send to 1,000 printshops with 50 formats', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
  });

  async function workspace(supplierCount: number) {
    // Nothing listens there: each mail fails once and stays in the outbox, which is what is counted here.
    app = await buildTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
      outbox: { maxAttempts: 1 },
    });
    const { cookie, email } = await signUp(app, 'buyer');
    const api = apiAs(app, cookie);
    return { api, ids: await seedSuppliers(app, email, supplierCount) };
  }

  const invitations = async (taskId: string) =>
    (await app!.deps.db.selectFrom('supplierTasks').select('supplierId').where('taskId', '=', taskId).execute()).length;
  const mails = async (taskId: string, kind: MailKind) =>
    (
      await app!.deps.db
        .selectFrom('mails')
        .select('id')
        .where('taskId', '=', taskId)
        .where('kind', '=', kind)
        .execute()
    ).length;

  it('queues every mail and its reminders, while an offer on another tender is written meanwhile', async () => {
    const { api, ids } = await workspace(1000);
    const other = await read(api.put('/api/tasks', completeTask({ name: 'Other' })), TaskSchema);
    expect((await api.post(`/api/tasks/${other.id}/suppliers/mail`, { suppliers: [ids[0]] })).statusCode).toBe(200);
    const task = await read(api.put('/api/tasks', completeTask({ formats: fifty })), TaskSchema);

    const sending = api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    // The first chunk committed: the send is under way.
    await waitFor(async () => ((await invitations(task.id)) > 0 ? true : undefined), 'the first chunk');
    const offered = await offer(app!, other, ids[0]!, 120);
    expect(offered.statusCode, offered.body).toBe(200);
    // Written before the send ended: its last chunk had not committed yet.
    expect(await invitations(task.id)).toBeLessThan(1000);

    expect(await read(sending, SentSchema)).toMatchObject({ queued: 1000 });
    expect(await invitations(task.id)).toBe(1000);
    expect(await mails(task.id, 'invitation')).toBe(1000);
    // Due two days before the deadline, and three days after an invitation not opened.
    expect(await mails(task.id, 'reminder')).toBe(1000);
    expect(await mails(task.id, 'unopened-reminder')).toBe(1000);
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(50);
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.filter((e) => e.kind === 'sent')).toEqual([
      expect.objectContaining({ count: 1000, supplierId: null }),
    ]);
    const page = (await read(api.get(`/api/tasks/${other.id}/suppliers`), SupplierTaskListSchema)).items;
    expect(page.find((s) => s.supplierId === ids[0])).toMatchObject({ sum: 24_000 });
  });

  it('finishes a send that was cut short when sent to all again, and only that', async () => {
    const { api, ids } = await workspace(3);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
    // As a send leaves it that stopped after its first chunk: one printshop there at the send has no invitation.
    for (const table of ['supplierTasks', 'mails'] as const) {
      await app!.deps.db.deleteFrom(table).where('taskId', '=', task.id).where('supplierId', '=', ids[2]!).execute();
    }
    const later = await read(
      api.put('/api/suppliers', { name: 'Druck später', email: 'later@druck.de' }),
      SupplierSchema,
    );

    const again = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(await read(again, SentSchema)).toMatchObject({ queued: 1 });
    const invited = (await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema)).items;
    const state = (id: string) => invited.find((s) => s.supplierId === id)?.mailState;
    expect(state(ids[2]!)).not.toBe('pending');
    // A printshop added after the send is invited one by one, as before.
    expect(state(later.id)).toBe('pending');
    const once = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    expect(await readError(once, 409)).toMatchObject({ code: 'INVITE_ONE_BY_ONE' });
    expect((await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [later.id] })).statusCode).toBe(200);
  });
});
