import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { createTestDatabase, testConfig, waitFor, type TestDatabase } from '../../test/helper.ts';
import { freePort } from '../../test/ports.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { completeTask } from '../../test/tasks.ts';
import { read } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { SentSchema } from '../../../shared/schemas/invitations.ts';

// `npm run test:mail-faults` keeps the SMTP server down for 30 s.
const DOWN_SECONDS = Number(process.env.SMTP_DOWN_SECONDS ?? 3);
// Several instances share PostgreSQL in production; on SQLite (one machine, one writer) fewer mails do.
const MAILS = process.env.TEST_DB === 'postgres' ? 500 : 100;

describe('mail outbox under faults', () => {
  let apps: App[] = [];
  let sink: SmtpSink | undefined;
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    await sink?.stop();
    await db?.drop();
  });

  /** A workspace with `n` printshops and a complete task, through the first app; returns the staff API. */
  async function taskWith(n: number) {
    const api = apiAs(apps[0]!, (await signUp(apps[0]!, 'sender')).cookie);
    for (let i = 0; i < n; i++) await api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de` });
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    return { api, task };
  }

  const invitationIds = async (app: App) =>
    await app.deps.db.selectFrom('mails').select(['messageId', 'state']).where('kind', '=', 'invitation').execute();

  it(
    `sends each of ${MAILS} invitations exactly once with two server instances on one database`,
    { timeout: 180_000 },
    async () => {
      sink = await new SmtpSink().start();
      db = await createTestDatabase();
      const config = testConfig(db.database, { smtpUrl: sink.url });
      const outbox = { pollMs: 20, batchSize: 20 };
      apps = [await buildApp(config, { webRoot: null, outbox }), await buildApp(config, { webRoot: null, outbox })];
      const { api, task } = await taskWith(MAILS);
      await Promise.all(apps.map((a) => a.ready()));
      expect((await read(api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] }), SentSchema)).queued).toBe(
        MAILS,
      );

      await waitFor(
        async () =>
          sink!.received.filter((m) => m.subject?.startsWith('Angebotsanfrage')).length >= MAILS ? true : undefined,
        'every invitation',
        120_000,
      );
      // A second send of one invitation would be in flight now, if any: each outbox stops once its sends are
      // recorded, and the sink keeps a mail before it answers the send.
      await Promise.all(apps.map((app) => app.deps.outbox.stop()));
      const received = sink.received.filter((m) => m.subject?.startsWith('Angebotsanfrage')).map((m) => m.messageId);
      expect(received).toHaveLength(MAILS);
      expect(new Set(received).size).toBe(MAILS);
      const rows = await invitationIds(apps[0]!);
      expect(rows.every((r) => r.state === 'sent')).toBe(true);
      expect(new Set(rows.map((r) => r.messageId))).toEqual(new Set(received));
    },
  );

  it(
    `delivers every invitation once after the SMTP server was down for ${DOWN_SECONDS} s`,
    { timeout: 60_000 + DOWN_SECONDS * 3000 },
    async () => {
      const port = await freePort();
      sink = new SmtpSink();
      db = await createTestDatabase();
      const config = testConfig(db.database, { smtpUrl: `smtp://127.0.0.1:${port}` });
      apps = [
        await buildApp(config, {
          webRoot: null,
          outbox: { pollMs: 50, retryBaseMs: 200, maxDelayMs: 2000, maxAttempts: 100 },
        }),
      ];
      const { api, task } = await taskWith(50);
      await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
      await new Promise((r) => setTimeout(r, DOWN_SECONDS * 1000));
      const waiting = await invitationIds(apps[0]!);
      expect(waiting.filter((m) => m.state === 'queued')).toHaveLength(50);

      await sink.start(port);
      await waitFor(
        async () => ((await invitationIds(apps[0]!)).every((m) => m.state === 'sent') ? true : undefined),
        'every invitation sent',
        30_000,
      );
      const received = sink.received.filter((m) => m.subject?.startsWith('Angebotsanfrage')).map((m) => m.messageId);
      expect(received).toHaveLength(50);
      expect(new Set(received).size).toBe(50);
    },
  );
});
