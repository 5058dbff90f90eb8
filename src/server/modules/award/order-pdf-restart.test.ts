import { afterEach, describe, expect, it } from 'vitest';
import { NoticeSchema } from '../../../shared/schemas/account.ts';
import { NotificationListSchema } from '../../../shared/schemas/notifications.ts';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase, testConfig, waitFor, type TestDatabase } from '../../test/helper.ts';
import { offeredTask, pdfText } from '../../test/order-pdf.ts';
import { read } from '../../test/read.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

// The award writes its order mails without their PDFs, which are made after the commit (docs/decisions/027).
describe('an order mail whose PDF was not made yet', () => {
  let sink: SmtpSink | undefined;
  let db: TestDatabase | undefined;
  const apps: App[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sink?.stop();
    await db?.drop();
  });

  const start = async () => {
    const config = testConfig(db!.database, { smtpUrl: sink!.url });
    const app = await buildApp(config, { webRoot: null, migrated: true, pgPool: db!.pool, outbox: { pollMs: 50 } });
    apps.push(app);
    await app.ready();
    return app;
  };
  const orderRow = (app: App, to: string) =>
    app.deps.db
      .selectFrom('mails')
      .select(['state', 'attachments', 'pendingAttachments', 'nextAttemptAt'])
      .where('toAddress', '=', to)
      .where('kind', '=', 'order')
      .executeTakeFirstOrThrow();

  it('is made and sent by a fresh app on the same database when the awarding one stopped right after the commit', async () => {
    sink = await new SmtpSink().start();
    db = await createTestDatabase();
    const first = await start();
    const { api, task, suppliers } = await offeredTask(first);
    // From here on the first app makes no file and sends no mail, as if it had been killed after the award's commit.
    await first.deps.outbox.stop();
    await read(api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`), NoticeSchema);

    // The order mail is written, waiting for its PDF: no send may take it meanwhile.
    const waiting = await orderRow(first, 's1@druck.de');
    expect(waiting).toMatchObject({ state: 'queued', attachments: null });
    expect(waiting.pendingAttachments).toContain('"kind":"order-pdf"');
    expect(Number(waiting.nextAttemptAt)).toBe(Number.MAX_SAFE_INTEGER);
    await first.close();

    const second = await start();
    const mail = await waitFor(
      async () => sink!.to('s1@druck.de').find((m) => /^Objednávka PO-\d{4}-\d{4}: Mailing Q1$/.test(m.subject ?? '')),
      'the order mail sent by the fresh app',
      30_000,
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^PO-\d{4}-\d{4}\.pdf$/),
    });
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain('Tlačiareň Beta Ľubomír Čierny Hlavná 12, 811 01 Bratislava IČ DPH: SK2020123456');
    expect(text).toContain('Vaša ponuka BE/2027/4');
    // The row says sent once the SMTP server took the mail: a moment after the sink has it.
    const sent = await waitFor(async () => {
      const row = await orderRow(second, 's1@druck.de');
      return row.state === 'sent' ? row : undefined;
    }, 'the order mail marked sent');
    expect(sent.pendingAttachments).toBeNull();

    // Made once and sent once.
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.to('s1@druck.de').filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });

  it('is not sent without its PDF when the PDF cannot be made: it says why, and fails after the third try', async () => {
    sink = await new SmtpSink().start();
    db = await createTestDatabase();
    const app = await start();
    const { api, task, suppliers } = await offeredTask(app);
    await app.deps.outbox.stop();
    await read(api.post(`/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`), NoticeSchema);
    // A job no worker knows (the row as written by a later version, say): making it fails.
    await app.deps.db
      .updateTable('mails')
      .set({ pendingAttachments: JSON.stringify([{ filename: 'x.pdf', contentType: 'application/pdf', job: {} }]) })
      .where('kind', '=', 'order')
      .execute();
    app.deps.outbox.start();

    const lastError = await waitFor(
      async () =>
        (
          await app.deps.db
            .selectFrom('mails')
            .select('lastError')
            .where('kind', '=', 'order')
            .executeTakeFirstOrThrow()
        ).lastError ?? undefined,
      'a failed attempt',
    );
    expect(lastError).toBe('The attachment could not be made: No renderer for undefined');
    expect(await orderRow(app, 's1@druck.de')).toMatchObject({ state: 'queued', attachments: null });

    // The next tries are due 10 s and 20 s later: their time is made to have come once each try is recorded (its
    // reason written again).
    for (const n of [1, 2]) {
      await waitFor(async () => {
        const row = await app.deps.db
          .selectFrom('mails')
          .select(['attempts', 'lastError'])
          .where('kind', '=', 'order')
          .executeTakeFirstOrThrow();
        return Number(row.attempts) === n && row.lastError !== null ? true : undefined;
      }, `try ${n} recorded`);
      await app.deps.db
        .updateTable('mails')
        .set({ lockedUntil: 1, lastError: null })
        .where('kind', '=', 'order')
        .execute();
    }
    await waitFor(async () => ((await orderRow(app, 's1@druck.de')).state === 'failed' ? true : undefined), 'failed');
    // The staff are told, as of an order mail the relay refused.
    const notifications = await read(api.get('/api/notifications'), NotificationListSchema);
    expect(notifications.items.filter((n) => n.kind === 'order-undelivered')).toMatchObject([{ taskId: task.id }]);
    expect(sink.to('s1@druck.de').filter((m) => m.subject?.startsWith('Objednávka'))).toEqual([]);
  });
});
