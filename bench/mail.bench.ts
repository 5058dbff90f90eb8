// 1,000 invitations through a real SMTP server on loopback, against nodemailer sending 1,000 bare mails.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/server/app.ts';
import { signUp } from '../src/server/test/accounts.ts';
import { apiAs } from '../src/server/test/api.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../src/server/test/helper.ts';
import { startPgCluster } from '../src/server/test/pg-cluster.ts';
import { completeTask } from '../src/server/test/tasks.ts';

/** An SMTP server that only counts what it receives: the bench measures the sender, not the receiver. */
async function countingSink() {
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _s, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count++;
        for (const w of waiters.filter((w) => count >= w.n)) w.resolve();
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    reached: (n: number) => new Promise<void>((resolve) => (count >= n ? resolve() : waiters.push({ n: n, resolve }))),
    reset: () => (count = 0),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export async function run(seconds: number): Promise<string[]> {
  const mails = seconds <= 1 ? 50 : 1000;
  const sink = await countingSink();
  process.env.TEST_DB = 'sqlite';
  const lines: string[] = [];
  try {
    const transport = nodemailer.createTransport({
      url: sink.url,
      pool: true,
      maxConnections: 5,
      maxMessages: 500,
    } as never);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: mails }, (_, i) =>
        transport.sendMail({ from: 'a@b.de', to: `s${i}@druck.de`, subject: 'x', text: 'x' }),
      ),
    );
    const baseMs = performance.now() - t0;
    transport.close();
    sink.reset();

    lines.push(`nodemailer alone, ${mails} bare mails, pooled (5 connections): ${(baseMs / 1000).toFixed(2)} s`);
    const cluster = await startPgCluster({ durable: true });
    try {
      for (const kind of ['SQLite', 'PostgreSQL'] as const) {
        const db = await createTestDatabase(kind === 'PostgreSQL' ? cluster.url : undefined);
        const ms = await sendToAll(db, sink, mails);
        lines.push(
          `${mails} invitations (${kind}): "send to all" answered in ${(ms.request / 1000).toFixed(2)} s, last mail accepted after ${(ms.total / 1000).toFixed(2)} s ` +
            `(goal ≤ 10 s ${ms.total <= 10_000 ? 'met' : 'MISSED'}); ${(ms.total / baseMs).toFixed(1)}× nodemailer alone`,
        );
      }
    } finally {
      cluster.stop();
    }
  } finally {
    await sink.close();
  }
  return lines;
}

/** Seeds `mails` printshops, sends a task to all of them; the time until the sink has every mail. */
async function sendToAll(db: TestDatabase, sink: Awaited<ReturnType<typeof countingSink>>, mails: number) {
  const app = await buildApp(testConfig(db.database, { smtpUrl: sink.url }), { webRoot: null });
  try {
    const api = apiAs(app, (await signUp(app, 'mailer')).cookie);
    const member = await app.deps.db.selectFrom('member').select('organizationId').executeTakeFirstOrThrow();
    const now = Date.now();
    await app.deps.db
      .insertInto('suppliers')
      .values(
        Array.from({ length: mails }, (_, i) => ({
          id: randomUUID(),
          workspaceId: member.organizationId,
          name: `Druck ${i}`,
          email: `s${i}@druck.de`,
          contactPerson: '',
          address: '',
          vatNumber: '',
          accountNumber: '',
          language: i % 2 ? 'en' : 'de',
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        })),
      )
      .execute();
    const task = (await api.put('/api/tasks', completeTask())).json();
    sink.reset();
    const start = performance.now();
    const res = await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
    const request = performance.now() - start;
    await sink.reached(mails);
    const total = performance.now() - start;
    if (res.json().queued !== mails) throw new Error(`queued ${res.json().queued}, expected ${mails}`);
    return { request, total };
  } finally {
    await app.close();
    await db.drop();
  }
}
