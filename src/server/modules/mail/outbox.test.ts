import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, waitFor, type TestApp } from '../../test/helper.ts';
import { freePort } from '../../test/ports.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';
import { findMail } from './outbox.queries.ts';

const fast = { pollMs: 50, retryBaseMs: 100, maxDelayMs: 400, maxAttempts: 4 };

describe('mail outbox', () => {
  let app: TestApp | undefined;
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await app?.dispose();
    await sink?.stop();
  });

  async function enqueue(to: string) {
    const id = await app!.deps.outbox.enqueue(app!.deps.db, {
      kind: 'test-invitation',
      to,
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    app!.deps.outbox.poke();
    return id;
  }

  it('sends a queued mail over SMTP and records it as sent with the server answer', async () => {
    sink = await new SmtpSink().start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    await app.ready();
    const id = await enqueue('printshop@example.com');
    const mail = await waitFor(async () => {
      const row = await findMail(app!.deps.db, id);
      return row?.state === 'sent' ? row : undefined;
    }, 'the mail to be sent');
    expect(mail.smtpResponse).toMatch(/^250/);
    expect(mail.attempts).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.messageId).toBe(mail.messageId);
    expect(sink.received[0]!.subject).toBe('Hello');
  });

  it('keeps a mail while the SMTP server is down, retries with backoff and delivers it once it is up', async () => {
    const port = await freePort();
    sink = new SmtpSink();
    app = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` }, outbox: { ...fast, maxAttempts: 50 } });
    await app.ready();
    const id = await enqueue('late@example.com');
    const failedOnce = await waitFor(async () => {
      const row = await findMail(app!.deps.db, id);
      return row && row.attempts >= 2 ? row : undefined;
    }, 'two failed attempts');
    expect(failedOnce.state).toBe('queued');
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);

    await sink.start(port);
    const sent = await waitFor(async () => {
      const row = await findMail(app!.deps.db, id);
      return row?.state === 'sent' ? row : undefined;
    }, 'delivery after the server came up');
    expect(sent.lastError).toBeNull();
    expect(sink.to('late@example.com')).toHaveLength(1);
  });

  it('sends a mail with its own From name and Reply-To, the same after a retry, from MAIL_FROM’s address', async () => {
    const port = await freePort();
    sink = new SmtpSink();
    app = await buildTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'PrintTender <noreply@tender.example>' },
      outbox: { ...fast, maxAttempts: 50 },
    });
    await app.ready();
    const id = await app.deps.outbox.enqueue(app.deps.db, {
      kind: 'invitation',
      to: 'shop@example.com',
      subject: 'Anfrage',
      html: '<p>Hi</p>',
      text: 'Hi',
      fromName: 'ACME "Einkauf" GmbH via PrintTender',
      replyTo: 'anna@acme.example',
    });
    app.deps.outbox.poke();
    await waitFor(async () => ((await findMail(app!.deps.db, id))!.attempts >= 2 ? true : undefined), 'a retry');
    await sink.start(port);
    const [mail] = await waitFor(async () => (sink!.received.length > 0 ? sink!.received : undefined), 'the mail');
    expect(mail!.from?.value).toEqual([
      { name: 'ACME "Einkauf" GmbH via PrintTender', address: 'noreply@tender.example' },
    ]);
    expect(mail!.replyTo?.value).toEqual([{ name: '', address: 'anna@acme.example' }]);

    // A mail without them (a staff account's) keeps MAIL_FROM as it is, and has no Reply-To.
    await enqueue('staff@example.com');
    const plain = await waitFor(async () => sink!.to('staff@example.com')[0], 'the plain mail');
    expect(plain.from?.value).toEqual([{ name: 'PrintTender', address: 'noreply@tender.example' }]);
    expect(plain.replyTo).toBeUndefined();
  });

  it('marks a mail failed with the reason on a permanent rejection, without retrying', async () => {
    sink = await new SmtpSink({ rejectPermanently: (to) => to.startsWith('gone') }).start();
    app = await buildTestApp({ config: { smtpUrl: sink.url }, outbox: fast });
    await app.ready();
    const id = await enqueue('gone@example.com');
    const failed = await waitFor(async () => {
      const row = await findMail(app!.deps.db, id);
      return row?.state === 'failed' ? row : undefined;
    }, 'the mail to fail');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
  });

  it('gives up after the last attempt and records the error', async () => {
    const port = await freePort();
    app = await buildTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` }, outbox: { ...fast, maxAttempts: 2 } });
    await app.ready();
    const id = await enqueue('never@example.com');
    const failed = await waitFor(async () => {
      const row = await findMail(app!.deps.db, id);
      return row?.state === 'failed' ? row : undefined;
    }, 'the mail to fail');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('writes nothing when the transaction that enqueued the mail rolls back', async () => {
    app = await buildTestApp({ outbox: fast });
    await expect(
      app.deps.db.transaction().execute(async (trx) => {
        await app!.deps.outbox.enqueue(trx, {
          kind: 'test-invitation',
          to: 'x@example.com',
          subject: 's',
          html: 'h',
          text: 't',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await app.deps.db.selectFrom('mails').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});
