import { offerToken } from '../auth/offer-token.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { waitFor } from './helper.ts';
import { ServerProcess } from './server-process.ts';
import type { SmtpSink } from './smtp-sink.ts';
import { completeTask } from './tasks.ts';

const SECRET = 'kill-harness-secret-that-is-long-enough-01';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type KillReport = {
  kills: number;
  acknowledged: number;
  stored: number;
  missing: string[];
  duplicated: string[];
  mails: number;
  undelivered: string[];
};

/**
 * Suppliers submit offers without pause while the server is killed with SIGKILL at random 0.5–3 s
 * intervals and restarted. Every acknowledged (2xx) submission must be stored exactly once, and every
 * mail queued must reach the SMTP server once the server runs again.
 */
export async function runKillHarness(
  database: Config['database'],
  sink: SmtpSink,
  kills: number,
  suppliers = 8,
): Promise<KillReport> {
  const server = await ServerProcess.create(database, {
    SMTP_URL: sink.url,
    RATE_LIMIT_FACTOR: '0',
    APP_SECRET: SECRET,
    MAIL_CLAIM_SECONDS: '5',
  });
  await server.start();
  try {
    const staff = await staffSession(server, sink);
    const ids: string[] = [];
    for (let i = 0; i < suppliers; i++)
      ids.push((await staff('PUT', '/api/suppliers', { name: `Druck ${i}`, email: `k${i}@druck.de` })).id);
    const task = await staff('PUT', '/api/tasks', completeTask());
    await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });

    const acked: { supplierId: string; sum: number }[] = [];
    let running = true;
    const submitter = async (supplierId: string) => {
      const headers = {
        'content-type': 'application/json',
        [OFFER_TOKEN_HEADER]: offerToken(SECRET, task.id, supplierId),
      };
      // Each attempt offers a new sum, so an attempt is found by its sum; a failed one is never repeated.
      for (let n = 1; running; n++) {
        const body = JSON.stringify({
          formats: task.formats.map((f: { id: string }, i: number) => ({ id: f.id, price: i === 0 ? n : 0.01 })),
        });
        try {
          const res = await fetch(`${server.url}/api/pub/tasks/${task.id}/${supplierId}`, {
            method: 'POST',
            headers,
            body,
          });
          if (res.ok) acked.push({ supplierId, sum: n * 100 + (task.formats.length - 1) });
          else await sleep(20);
        } catch {
          await sleep(20);
        }
      }
    };
    const workers = ids.map(submitter);
    for (let k = 0; k < kills; k++) {
      await sleep(500 + Math.random() * 2500);
      await server.kill('SIGKILL');
      await server.start();
      // A staff action that queues a mail, between two kills.
      try {
        const s = await staff('PUT', '/api/suppliers', { name: `Later ${k}`, email: `later${k}@druck.de` });
        await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [s.id] });
      } catch {
        // killed in between: not acknowledged, nothing to check
      }
    }
    running = false;
    await Promise.all(workers);
    return await verify(database, sink, task.id, acked, kills);
  } finally {
    await server.kill('SIGTERM');
  }
}

async function verify(
  database: Config['database'],
  sink: SmtpSink,
  taskId: string,
  acked: { supplierId: string; sum: number }[],
  kills: number,
): Promise<KillReport> {
  const handle = openDatabase(database);
  try {
    const count = await storedOffers(handle.db, taskId);
    const mails = await waitFor(
      async () => {
        // Planned reminders (a dedupe key) fall due days later.
        const all = await handle.db
          .selectFrom('mails')
          .select(['messageId', 'state'])
          .where('dedupeKey', 'is', null)
          .execute();
        return all.every((m) => m.state === 'sent') ? all : undefined;
      },
      'every mail sent',
      60_000,
    );
    await waitFor(
      async () => (mails.every((m) => sink.received.some((r) => r.messageId === m.messageId)) ? true : undefined),
      'every mail received',
      30_000,
    ).catch(() => undefined);
    return {
      kills,
      acknowledged: acked.length,
      stored: [...count.values()].reduce((a, b) => a + b, 0),
      missing: acked.filter((a) => !count.has(`${a.supplierId}/${a.sum}`)).map((a) => `${a.supplierId}/${a.sum}`),
      duplicated: [...count].filter(([, n]) => n > 1).map(([k]) => k),
      mails: mails.length,
      undelivered: mails.filter((m) => !sink.received.some((r) => r.messageId === m.messageId)).map((m) => m.messageId),
    };
  } finally {
    await handle.close();
  }
}

/** Registers, activates (code from the SMTP sink) and signs in; returns a JSON caller with the session. */
export async function staffSession(server: ServerProcess, sink: SmtpSink) {
  const json = { 'content-type': 'application/json' };
  const user = { username: 'killer', email: 'killer@example.com', password: 'correct-horse-9' };
  await fetch(`${server.url}/api/account/register`, { method: 'POST', headers: json, body: JSON.stringify(user) });
  const mail = await waitFor(async () => sink.to(user.email)[0], 'the activation mail');
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1];
  await fetch(`${server.url}/api/account/activate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: user.username, code, password: user.password }),
  });
  const login = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: user.username, password: user.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...json, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // The session cookie too, for a request that is not JSON (an upload).
  return Object.assign(call, { cookie });
}

/**
 * How many offer revisions of the task hold each submission, by `supplierId/sum`: the load of the kill and
 * rolling-restart tests offers a new sum at each attempt, so that an attempt is found by it.
 */
export async function storedOffers(db: Db, taskId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('offerRevisions')
    .select(['supplierId', 'sum'])
    .where('taskId', '=', taskId)
    .execute();
  const count = new Map<string, number>();
  for (const r of rows) count.set(`${r.supplierId}/${r.sum}`, (count.get(`${r.supplierId}/${r.sum}`) ?? 0) + 1);
  return count;
}
