import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { createTestDatabase, testConfig, waitFor, type TestDatabase } from '../../test/helper.ts';
import { SmtpSink } from '../../test/smtp-sink.ts';

describe('mail outbox with two server instances on one database', () => {
  let apps: App[] = [];
  let sink: SmtpSink | undefined;
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
    await sink?.stop();
    await db?.drop();
  });

  it('sends each of 200 queued mails exactly once', async () => {
    sink = await new SmtpSink().start();
    db = await createTestDatabase();
    const config = testConfig(db.database, { smtpUrl: sink.url });
    const outbox = { pollMs: 20, batchSize: 10 };
    // Both instances stay stopped until every mail is queued, then race for them.
    apps = [await buildApp(config, { webRoot: null, outbox }), await buildApp(config, { webRoot: null, outbox })];
    const [first] = apps;
    for (let i = 0; i < 200; i++) {
      await first!.deps.outbox.enqueue(first!.deps.db, { kind: 'test', to: `s${i}@example.com`, subject: `n${i}`, html: 'h', text: 't' });
    }
    await Promise.all(apps.map((a) => a.ready()));

    await waitFor(async () => (sink!.received.length >= 200 ? true : undefined), '200 mails', 30_000);
    await new Promise((r) => setTimeout(r, 300));
    const ids = sink.received.map((m) => m.messageId);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    const states = await first!.deps.db.selectFrom('mails').select('state').where('state', '!=', 'sent').execute();
    expect(states).toEqual([]);
  });
});
