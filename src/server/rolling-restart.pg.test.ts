import { afterEach, describe, expect, it } from 'vitest';
import { offerToken } from './auth/offer-token.ts';
import { openDatabase } from './db/database.ts';
import { OFFER_TOKEN_HEADER } from '../shared/offer-link.ts';
import { createTestDatabase, waitFor, type TestDatabase } from './test/helper.ts';
import { staffSession, storedOffers } from './test/kill-harness.ts';
import { RoundRobinProxy } from './test/round-robin-proxy.ts';
import { ServerProcess } from './test/server-process.ts';
import { SmtpSink } from './test/smtp-sink.ts';
import { completeTask } from './test/tasks.ts';

// One round (each instance restarted once) in `npm test`; ROLLS=5 restarts each instance five times.
const ROLLS = Number(process.env.ROLLS ?? 1);
const SECRET = 'rolling-restart-secret-that-is-long-enough';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PAUSE_MS = 20;

type Task = { id: string; formats: { id: string }[] };

// Several instances run on PostgreSQL (docs/decisions/020-instances-and-metrics.md); SQLite is one machine's database.
describe('rolling restart behind a load balancer', () => {
  let db: TestDatabase | undefined;
  let sink: SmtpSink | undefined;
  let servers: ServerProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  afterEach(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    servers = [];
    await sink?.stop();
    await db?.drop();
  });

  it(
    `loses no acknowledged offer and fails no retryable request while two instances restart in turn (${ROLLS}×)`,
    { timeout: 60_000 + ROLLS * 30_000 },
    async () => {
      const begun = Date.now();
      db = await createTestDatabase();
      sink = await new SmtpSink().start();
      // DRAIN_SECONDS: readiness answers 503 this long after SIGTERM, fifteen times the proxy's 100 ms poll (a
      // loaded machine runs the poll late).
      const env = { SMTP_URL: sink.url, RATE_LIMIT_FACTOR: '0', APP_SECRET: SECRET, DRAIN_SECONDS: '1.5' };
      servers = [await ServerProcess.create(db.database, env), await ServerProcess.create(db.database, env)];
      await Promise.all(servers.map((s) => s.start()));
      const staff = await staffSession(servers[0]!, sink);
      const supplierIds: string[] = [];
      for (let i = 0; i < 6; i++)
        supplierIds.push((await staff('PUT', '/api/suppliers', { name: `Druck ${i}`, email: `r${i}@druck.de` })).id);
      const task = (await staff('PUT', '/api/tasks', completeTask())) as Task;
      await staff('POST', `/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });

      proxy = new RoundRobinProxy(servers.map((s) => s.port));
      const url = await proxy.start();
      const client = { sent: 0, acknowledged: [] as string[], reads: 0, failed: [] as string[] };
      let running = true;
      const headersOf = (supplierId: string) => ({
        'content-type': 'application/json',
        [OFFER_TOKEN_HEADER]: offerToken(SECRET, task.id, supplierId),
      });
      // Each submission offers a new sum, so that it is found by its sum (as in the kill harness).
      const submitter = async (supplierId: string) => {
        for (let n = 1; running; n++) {
          const formats = task.formats.map((f, i) => ({ id: f.id, price: i === 0 ? n : 0.01 }));
          client.sent++;
          const res = await fetch(`${url}/api/pub/tasks/${task.id}/${supplierId}`, {
            method: 'POST',
            headers: headersOf(supplierId),
            body: JSON.stringify({ formats }),
          }).catch((err: unknown) => err as Error);
          if (res instanceof Response && res.ok)
            client.acknowledged.push(`${supplierId}/${n * 100 + task.formats.length - 1}`);
          else client.failed.push(res instanceof Response ? `POST ${res.status} ${await res.text()}` : String(res));
          // Steady, not flat out: the restarting instance needs the CPU to start (two cores here).
          await sleep(PAUSE_MS);
        }
      };
      const reader = async (supplierId: string) => {
        while (running) {
          const res = await fetch(`${url}/api/pub/tasks/${task.id}/${supplierId}`, {
            headers: headersOf(supplierId),
          }).catch((err: unknown) => err as Error);
          client.reads++;
          if (!(res instanceof Response)) client.failed.push(`GET ${String(res)}`);
          else if (!res.ok) client.failed.push(`GET ${res.status} ${await res.text()}`);
          await sleep(PAUSE_MS);
        }
      };
      const load = [...supplierIds.map(submitter), reader(supplierIds[0]!), reader(supplierIds[1]!)];

      const exitCodes: (number | null)[] = [];
      const phases: { stopMs: number; startMs: number; readyMs: number }[] = [];
      const started = Date.now();
      const setupMs = started - begun;
      for (let round = 0; round < ROLLS; round++) {
        for (const [i, server] of servers.entries()) {
          await sleep(500);
          const t0 = Date.now();
          exitCodes.push(await server.kill('SIGTERM'));
          const t1 = Date.now();
          await server.start();
          const t2 = Date.now();
          await waitFor(async () => (proxy!.isReady(i) ? true : undefined), `instance ${i} ready again`);
          phases.push({ stopMs: t1 - t0, startMs: t2 - t1, readyMs: Date.now() - t2 });
        }
      }
      await sleep(500);
      running = false;
      await Promise.all(load);
      const rollingMs = Date.now() - started;

      const missing = await notStored(db, task.id, client.acknowledged);
      console.log(
        `rolling restart (${process.env.TEST_DB}): ${JSON.stringify({
          restarts: exitCodes.length,
          phases,
          setupMs,
          rollingMs,
          offersSent: client.sent,
          acknowledged: client.acknowledged.length,
          missing: missing.length,
          reads: client.reads,
          failed: client.failed.length,
          ...proxy.counts,
        })}`,
      );
      // Graceful: each instance finished its requests and exited with 0 after draining.
      expect(exitCodes).toEqual(Array(ROLLS * 2).fill(0));
      expect(client.acknowledged.length).toBeGreaterThan(0);
      expect(missing).toEqual([]);
      expect(proxy.counts.failedRetryable).toBe(0);
      // Draining keeps requests away from an instance before its port closes: nothing broke mid-request either.
      expect(proxy.counts.failedUnretryable).toBe(0);
      expect(client.failed).toEqual([]);
      expect(proxy.counts.drainsSeen).toBe(ROLLS * 2);
      expect(proxy.counts.answered.every((n) => n > 0)).toBe(true);
    },
  );
});

/** The acknowledged submissions (`supplierId/sum`) that no offer revision of the task holds. */
async function notStored(db: TestDatabase, taskId: string, acknowledged: string[]): Promise<string[]> {
  const handle = openDatabase(db.database);
  try {
    const stored = await storedOffers(handle.db, taskId);
    return acknowledged.filter((a) => !stored.has(a));
  } finally {
    await handle.close();
  }
}
