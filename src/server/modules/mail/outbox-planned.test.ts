import type { Transporter } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { Outbox } from './outbox.ts';
import { findMail } from './outbox.queries.ts';
import { createTransport } from './transport.ts';

describe('planned mails of the outbox', () => {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  let outbox: Outbox | undefined;
  let transport: Transporter | undefined;
  afterEach(async () => {
    await outbox?.stop();
    transport?.close();
    await app?.dispose();
    await sink?.stop();
  });

  it('keeps a planned mail until it is due, writes a keyed one once, and lets its hook drop a due one unsent', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url } });
    await app.ready();
    // An outbox of its own with a hook of its own; the app's worker stays out of the way.
    await app.deps.outbox.stop();
    const db = app.deps.db;
    const dropped: string[] = [];
    transport = createTransport(sink.url);
    outbox = new Outbox({
      db,
      transport,
      from: 'PrintTender <noreply@printtender.test>',
      domain: 'printtender.test',
      log: app.log,
      options: { pollMs: 50 },
      dropStale: async (claimed) => {
        const gone = claimed.filter((m) => m.subject === 'stale').map((m) => m.id);
        if (gone.length > 0) await db.deleteFrom('mails').where('id', 'in', gone).execute();
        dropped.push(...gone);
        return gone;
      },
    });
    const mail = (subject: string) => ({
      kind: 'reminder' as const,
      to: 'p@example.com',
      subject,
      html: 'h',
      text: 't',
    });
    const later = Date.now() + 3_600_000;
    const planned = await outbox.enqueue(db, { ...mail('planned'), dueAt: later, dedupeKey: 'k:1' });
    const again = await outbox.enqueue(db, { ...mail('planned again'), dueAt: later, dedupeKey: 'k:1' });
    const stale = await outbox.enqueue(db, mail('stale'));
    const fresh = await outbox.enqueue(db, mail('fresh'));
    outbox.start();

    await waitFor(async () => ((await findMail(db, fresh))?.state === 'sent' ? true : undefined), 'the due mail');
    expect(dropped).toContain(stale);
    expect(await findMail(db, stale)).toBeUndefined();
    expect(await findMail(db, again)).toBeUndefined();
    expect(await findMail(db, planned)).toMatchObject({ state: 'queued', nextAttemptAt: later, attempts: 0 });
    expect(sink.received.map((m) => m.subject)).toEqual(['fresh']);

    await db.updateTable('mails').set({ nextAttemptAt: Date.now() }).where('id', '=', planned).execute();
    outbox.poke();
    await waitFor(async () => ((await findMail(db, planned))?.state === 'sent' ? true : undefined), 'the planned mail');
    expect(sink.received.map((m) => m.subject)).toEqual(['fresh', 'planned']);
  });
});
