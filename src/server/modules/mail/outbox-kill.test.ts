import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { createTestDatabase, waitFor, type TestDatabase } from '../../test/helper.ts';
import { freePort } from '../../test/ports.ts';
import { ServerProcess } from '../../test/server-process.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

describe('mail outbox across a SIGKILL', () => {
  let server: ServerProcess | undefined;
  let sink: SmtpSink | undefined;
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await server?.kill();
    await sink?.stop();
    await db?.drop();
  });

  // Two server starts from source: on a loaded two-core machine a start alone took over 10 s.
  it(
    'delivers a mail that was queued when the server was killed, exactly once, after a restart',
    { timeout: 120_000 },
    async () => {
      db = await createTestDatabase();
      const smtpPort = await freePort();
      server = await ServerProcess.create(db.database, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
      await server.start();

      // The SMTP server is down: the activation mail stays queued in the outbox.
      const res = await fetch(`${server.url}/api/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'killme', email: 'killme@example.com', password: 'correct-horse-9' }),
      });
      expect(res.status).toBe(200);
      // Kill it between attempts: the mail is queued with a retry due, not claimed by a send in flight
      // (a claim in flight would be taken over only when it expires, a minute later).
      const handle = openDatabase(db.database);
      try {
        await waitFor(
          () =>
            handle.db
              .selectFrom('mails')
              .select('id')
              .where('attempts', '>=', 1)
              .where('lockedUntil', 'is', null)
              .where('state', '=', 'queued')
              .executeTakeFirst(),
          'a failed first attempt',
        );
      } finally {
        await handle.close();
      }
      await server.kill('SIGKILL');

      sink = await new SmtpSink().start(smtpPort);
      await server.start();
      const mail = await waitFor(async () => sink!.to('killme@example.com')[0], 'the activation mail', 20_000);
      expect(mail.subject).toMatch(/activation code/);

      // Give a duplicate the chance to show up: a second worker pass, a stale claim.
      await new Promise((r) => setTimeout(r, 2500));
      expect(sink.received.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
    },
  );

  it('finishes and exits 0 on SIGTERM', { timeout: 90_000 }, async () => {
    db = await createTestDatabase();
    server = await ServerProcess.create(db.database, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    await server.start();
    expect(await server.kill('SIGTERM')).toBe(0);
  });
});
