import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { buildApp, type App } from '../../app.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { createTestDatabase, testConfig, waitFor, type TestDatabase } from '../../test/helper.ts';
import { makeDue, reminderRows, settled } from '../../test/reminders.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';
import { read } from '../../test/read.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { SentSchema } from '../../../shared/schemas/invitations.ts';

// Several instances share PostgreSQL in production; on SQLite (one machine, one writer) fewer printshops.
const SHOPS = process.env.TEST_DB === 'postgres' ? 120 : 40;
const DECLINED = 10;
const isReminder = (subject = '') => /^(Erinnerung|Haben Sie unsere Anfrage erhalten)/.test(subject);

describe('planned reminders across instances and restarts', () => {
  let apps: App[] = [];
  let sink: SmtpSink | undefined;
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    await sink?.stop();
    await db?.drop();
    [sink, db] = [undefined, undefined];
  });

  async function start(count: number) {
    sink ??= await new SmtpSink().start();
    db ??= await createTestDatabase();
    const config = testConfig(db.database, { smtpUrl: sink.url });
    const started = [];
    for (let i = 0; i < count; i++) {
      started.push(await buildApp(config, { webRoot: null, outbox: { pollMs: 20, batchSize: 20 } }));
    }
    apps.push(...started);
    await Promise.all(started.map((a) => a.ready()));
    return started;
  }

  /** A task sent to `n` printshops (German) through `app`. */
  async function sent(app: App, n: number) {
    const api = apiAs(app, (await signUp(app, 'sender')).cookie);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        (await read(api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de` }), SupplierSchema)).id,
      );
    }
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect((await read(api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] }), SentSchema)).queued).toBe(
      n,
    );
    return { task, ids };
  }

  it(`sends each of ${SHOPS * 2 - DECLINED * 2} due reminders exactly once with two instances on one database`, async () => {
    const [first, second] = await start(2);
    const { task, ids } = await sent(first!, SHOPS);
    for (const id of ids.slice(0, DECLINED)) {
      const res = await first!.inject({
        method: 'POST',
        url: `/api/pub/tasks/${task.id}/${id}/decline`,
        headers: { [OFFER_TOKEN_HEADER]: offerToken(first!.deps.config.appSecret, task.id, id) },
        payload: { reason: 'Keine Zeit' },
      });
      expect(res.statusCode).toBe(200);
    }
    const expected = (SHOPS - DECLINED) * 2;
    await makeDue(first!, task.id);
    second!.deps.outbox.poke();
    await settled(first!, task.id);
    const reminders = () => sink!.received.filter((m) => isReminder(m.subject));
    await waitFor(async () => (reminders().length >= expected ? true : undefined), 'every reminder', 60_000);
    // A second send of one reminder would be in flight now, if any: each outbox stops once its sends are
    // recorded, and the sink keeps a mail before it answers the send.
    await Promise.all([first!, second!].map((app) => app.deps.outbox.stop()));

    const received = reminders().map((m) => m.messageId);
    expect(received).toHaveLength(expected);
    expect(new Set(received).size).toBe(expected);
    const rows = await reminderRows(first!, task.id);
    expect(rows).toHaveLength(expected);
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    expect(new Set(rows.map((r) => r.messageId))).toEqual(new Set(received));
  }, 120_000);

  it('still sends a planned reminder after a restart', async () => {
    const [before] = await start(1);
    const { task } = await sent(before!, 2);
    const planned = await reminderRows(before!, task.id);
    expect(planned.map((r) => r.state)).toEqual(['queued', 'queued', 'queued', 'queued']);
    await before!.close();
    apps = [];

    const [after] = await start(1);
    expect(await reminderRows(after!, task.id)).toEqual(planned);
    await makeDue(after!, task.id);
    await settled(after!, task.id);
    await waitFor(
      async () => (sink!.received.filter((m) => isReminder(m.subject)).length === 4 ? true : undefined),
      'the four reminders',
    );
    expect(
      sink!.received
        .filter((m) => isReminder(m.subject))
        .map((m) => m.messageId)
        .sort(),
    ).toEqual(planned.map((r) => r.messageId).sort());
  });
});
