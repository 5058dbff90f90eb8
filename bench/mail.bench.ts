// 1,000 invitations through a real SMTP server on loopback, against nodemailer sending 1,000 bare mails.
import nodemailer from 'nodemailer';
import { buildApp } from '../src/server/app.ts';
import { signUp } from '../src/server/test/accounts.ts';
import { apiAs } from '../src/server/test/api.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../src/server/test/helper.ts';
import { startPgCluster } from '../src/server/test/pg-cluster.ts';
import { seedSuppliers } from '../src/server/test/suppliers.ts';
import { completeTask } from '../src/server/test/tasks.ts';
import { countingSink, type CountingSink } from './lib/sink.ts';

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
async function sendToAll(db: TestDatabase, sink: CountingSink, mails: number) {
  const app = await buildApp(testConfig(db.database, { smtpUrl: sink.url }), { webRoot: null });
  try {
    const { cookie, email } = await signUp(app, 'mailer');
    const api = apiAs(app, cookie);
    await seedSuppliers(app, email, mails);
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
