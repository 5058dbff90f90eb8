import { afterEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { MailLogSchema, SentSchema, SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { SupplierSchema, type Supplier } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

const fast = { pollMs: 50, retryBaseMs: 100, maxDelayMs: 300 };

// A buyer invites the printshops they choose, not the whole address book (docs/product.md#invitations).
describe('sending a task to the printshops chosen', () => {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  async function workspace(username: string, names: string[]) {
    const api = apiAs(app!, (await signUp(app!, username)).cookie);
    const shops: Supplier[] = [];
    for (const name of names) {
      const email = `${name.toLowerCase().replace(/\W/g, '')}@${username}.example`;
      shops.push(await read(api.put('/api/suppliers', { name, email, language: 'de' }), SupplierSchema));
    }
    return { api, shops };
  }

  /** The invitations of the task named `name` that reached the SMTP server, by address, once `count` did. */
  const invitedTo = async (name: string, count: number) =>
    waitFor(async () => {
      const mails = sink!.received.filter((m) => m.subject === `Angebotsanfrage: ${name}`);
      return mails.length >= count
        ? mails.map((m) => m.to && 'value' in m.to && m.to.value[0]!.address).sort()
        : undefined;
    }, `${count} invitations to ${name}`);

  it('invites only those chosen, says whom in the trail, offers the last tender’s printshops, and invites more later', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    const { api, shops } = await workspace('einkauf', ['Druck A', 'Druck B', 'Druck C', 'Druck D', 'Druck E']);
    const [a, b, c, d, e] = shops as [Supplier, Supplier, Supplier, Supplier, Supplier];
    const list = (taskId: string) => read(api.get(`/api/tasks/${taskId}/suppliers`), SupplierTaskListSchema);
    const states = async (taskId: string) =>
      Object.fromEntries(
        (await list(taskId)).items.map((r) => [r.name, r.mailState === 'pending' ? 'pending' : 'invited']),
      );

    // Before any tender was sent there is no last one to pick from.
    const spring = await read(api.put('/api/tasks', completeTask({ name: 'Frühjahr' })), TaskSchema);
    expect((await list(spring.id)).previous).toBeNull();
    expect(
      await read(api.post(`/api/tasks/${spring.id}/suppliers/mail`, { suppliers: [a.id, b.id] }), SentSchema),
    ).toMatchObject({ queued: 2 });
    expect(await invitedTo('Frühjahr', 2)).toEqual([a.email, b.email]);

    // The next draft lists every printshop as not invited, and the last tender with whom it invited.
    const summer = await read(api.put('/api/tasks', completeTask({ name: 'Sommer' })), TaskSchema);
    const draft = await list(summer.id);
    expect(draft.items.map((r) => r.mailState)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect(draft.previous).toEqual({
      taskId: spring.id,
      name: 'Frühjahr',
      invitedAt: expect.any(Number),
      supplierIds: [a.id, b.id].sort(),
    });

    // Two of the five chosen: only they get a mail, and the task is sent.
    const chosen = await api.post(`/api/tasks/${summer.id}/suppliers/mail`, { suppliers: [c.id, d.id] });
    expect(await read(chosen, SentSchema)).toMatchObject({ queued: 2, code: 'MAIL_SENT' });
    expect((await read(api.get(`/api/tasks/${summer.id}`), TaskSchema)).state).toBe(50);
    await waitFor(async () => {
      const log = (await read(api.get(`/api/mail/${summer.id}`), MailLogSchema)).items;
      const invitations = log.filter((m) => m.kind === 'invitation');
      return invitations.length === 2 && invitations.every((m) => m.state === 'sent') ? true : undefined;
    }, 'both invitations recorded as sent');
    expect(await invitedTo('Sommer', 2)).toEqual([c.email, d.email]);
    for (const other of [a, b, e]) {
      expect(sink.to(other.email).filter((m) => m.subject === 'Angebotsanfrage: Sommer')).toEqual([]);
    }
    expect(await states(summer.id)).toEqual({
      'Druck A': 'pending',
      'Druck B': 'pending',
      'Druck C': 'invited',
      'Druck D': 'invited',
      'Druck E': 'pending',
    });
    // The trail says whom; a sent task's last tender is the one sent before it.
    const events = (await read(api.get(`/api/tasks/${summer.id}/events`), TaskEventListSchema)).items;
    expect(events.filter((x) => x.kind === 'sent')).toEqual([
      expect.objectContaining({ count: 2, supplierId: null, invited: ['Druck C', 'Druck D'] }),
    ]);
    expect((await list(summer.id)).previous).toMatchObject({ taskId: spring.id });

    // Inviting more later works as it did: one printshop more, alone in its mail and its event.
    const more = await api.post(`/api/tasks/${summer.id}/suppliers/mail`, { suppliers: [e.id] });
    expect(await read(more, SentSchema)).toMatchObject({ queued: 1 });
    expect(await invitedTo('Sommer', 3)).toEqual([c.email, d.email, e.email]);
    const again = await api.post(`/api/tasks/${summer.id}/suppliers/mail`, { suppliers: [c.id] });
    expect(await readError(again, 409)).toMatchObject({ code: 'SUPPLIER_INVITED' });
    const sent = (await read(api.get(`/api/tasks/${summer.id}/events`), TaskEventListSchema)).items.filter(
      (x) => x.kind === 'sent',
    );
    expect(sent[0]).toMatchObject({ count: 1, supplierId: e.id, invited: ['Druck E'] });
    expect((await states(summer.id))['Druck A']).toBe('pending');

    // The next draft's last tender is the one just sent, with everyone it invited.
    const autumn = await read(api.put('/api/tasks', completeTask({ name: 'Herbst' })), TaskSchema);
    expect((await list(autumn.id)).previous).toMatchObject({
      taskId: summer.id,
      name: 'Sommer',
      supplierIds: [c.id, d.id, e.id].sort(),
    });
  });

  it('refuses an unknown, foreign or deleted printshop with a 404 naming it, and sends nothing', async () => {
    app = await buildTestApp();
    const { api, shops } = await workspace('einkauf', ['Druck A', 'Druck B', 'Druck C']);
    const [a, b, gone] = shops as [Supplier, Supplier, Supplier];
    const other = await workspace('fremd', ['Fremddruck']);
    const foreign = other.shops[0]!;
    expect((await api.delete(`/api/suppliers/${gone.id}`)).statusCode).toBeLessThan(300);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);

    for (const [ids, named] of [
      [[a.id, foreign.id], foreign.id],
      [['nope'], 'nope'],
      [[b.id, gone.id], gone.id],
    ] as const) {
      for (const [url, body] of [
        [`/api/tasks/${task.id}/suppliers/mail`, { suppliers: ids }],
        [`/api/mail/${task.id}`, { receivers: ids }],
      ] as const) {
        const refusal = await readError(api.post(url, body), 404);
        expect(refusal).toMatchObject({ code: 'UNKNOWN_SUPPLIER', field: 'suppliers' });
        expect(refusal.message).toBe(`Not a printshop of this workspace's address book: ${named}.`);
      }
    }
    // Nothing went out, not even to the known printshop named beside the foreign one.
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).state).toBe(5);
    expect((await read(api.get(`/api/mail/${task.id}`), MailLogSchema)).items).toEqual([]);
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.map((x) => x.kind)).toEqual(['created']);
    // The other workspace's own send of it is untouched by the attempt.
    const theirs = await read(other.api.put('/api/tasks', completeTask()), TaskSchema);
    const list = await read(other.api.get(`/api/tasks/${theirs.id}/suppliers`), SupplierTaskListSchema);
    expect(list.items.map((r) => [r.name, r.mailState])).toEqual([['Fremddruck', 'pending']]);
    // Another workspace's tender is never this one's last tender.
    expect(list.previous).toBeNull();
  });

  it('names the first five unknown printshops and counts the rest', async () => {
    app = await buildTestApp();
    const { api } = await workspace('einkauf', ['Druck A']);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    const ids = ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u2'];
    const refusal = await readError(api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: ids }), 404);
    expect(refusal.message).toBe("Not a printshop of this workspace's address book: u1, u2, u3, u4, u5 and 2 more.");
  });
});
