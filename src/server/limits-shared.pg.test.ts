import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { openDatabase } from './db/database.ts';
import { RateLimiter } from './limits.ts';
import { countHits, deleteEndedWindows } from './limits.queries.ts';
import { post, signUp } from './test/accounts.ts';
import { useInstances } from './test/instances.ts';
import { readError } from './test/read.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const byKey = (rows: { key: string; count: number; resetAt: number }[]) =>
  rows.sort((x, y) => x.key.localeCompare(y.key)).map((r) => [r.count, r.resetAt]);

/** Milliseconds per call of `run`, `n` calls one after another: the median and the 95th percentile. */
async function timed(n: number, run: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: +median(ms).toFixed(3), p95: +sorted[Math.floor(n * 0.95)]!.toFixed(3) };
}

// Several instances share PostgreSQL; on SQLite (one machine) the limiter counts in memory (decision 020).
describe('rate limits shared by the instances on one PostgreSQL', () => {
  const instances = useInstances({ rateLimitFactor: 1 });
  const twoInstances = async () => (await instances.start()) as [App, App];

  it('two instances together refuse the eleventh sign-in attempt for one account, not the twenty-first', async () => {
    const [a, b] = await twoInstances();
    const { password } = await signUp(a, 'shared');
    // Sign-up's own login was the first of the ten attempts a name gets in ten minutes, on instance A.
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const app = i % 2 === 0 ? b : a;
      answers.push((await post(app, '/api/account/login', { login: 'shared', password: `guess-${i}-xx` })).statusCode);
    }
    expect(answers).toEqual([...Array(9).fill(401), 429, 429, 429]);
    for (const app of [a, b]) {
      const right = await post(app, '/api/account/login', { login: 'Shared', password });
      expect(await readError(right, 429)).toMatchObject({ code: 'RATE_LIMITED' });
    }
    // Another account is not affected on either instance.
    expect((await post(b, '/api/account/login', { login: 'other', password: 'whatever-1' })).statusCode).toBe(401);
  });

  it('starts a new window once the stored one ended, forgets ended ones, and measures a shared check', async () => {
    const [a] = await twoInstances();
    const now = Date.now();
    const hits = [
      { key: 'route:ip:10.0.0.1', windowMs: 60_000 },
      { key: 'route:link:t/s', windowMs: 600_000 },
    ];
    expect(byKey(await countHits(a.deps.db, hits, now))).toEqual([
      [1, now + 60_000],
      [1, now + 600_000],
    ]);
    expect(byKey(await countHits(a.deps.db, hits, now + 1000))).toEqual([
      [2, now + 60_000],
      [2, now + 600_000],
    ]);
    // The first window ended: it starts anew; the second goes on.
    expect(byKey(await countHits(a.deps.db, hits, now + 60_000))).toEqual([
      [1, now + 120_000],
      [3, now + 600_000],
    ]);
    // The sweep forgets ended windows only.
    await deleteEndedWindows(a.deps.db, now + 120_000);
    expect(byKey(await countHits(a.deps.db, hits, now + 120_000))).toEqual([
      [1, now + 180_000],
      [4, now + 600_000],
    ]);

    // The cost of a check on this machine's PostgreSQL (loopback): a route with two limits, one statement.
    const n = 500;
    const roundTrip = await timed(n, () => sql`select 1`.execute(a.deps.db));
    const sameKeys = await timed(n, () => countHits(a.deps.db, hits, Date.now()));
    const newKeys = await timed(n, (i) =>
      countHits(
        a.deps.db,
        hits.map((h) => ({ ...h, key: `${h.key}:${i}` })),
        Date.now(),
      ),
    );
    console.log(
      `shared rate limit, ${n} sequential checks of two limits (ms): ${JSON.stringify({ roundTrip, sameKeys, newKeys })}`,
    );
    expect(sameKeys.p50).toBeLessThan(50);
  });
});

describe('shared rate limits under a burst', () => {
  // Every read here carries its link's token.
  const rightToken = () => true;
  const instances = useInstances({ rateLimitFactor: 1 });

  it('counts the hits arriving together in one statement, each as if counted alone', async () => {
    const [a] = (await instances.start(1)) as [App];
    let statements = 0;
    const { db, close } = openDatabase(a.deps.config.database, () => (statements += 1));
    const limiter = new RateLimiter(1, db);
    const [hook] = limiter.hooks('pub-read', [
      { per: 'ip', max: 1000, minutes: 1 },
      { per: 'link', max: 20, minutes: 1, rightToken },
    ]);
    const read = (supplierId: string) =>
      (hook as unknown as (r: object) => Promise<void>)({
        ip: '10.0.0.9',
        params: { taskId: 't', supplierId },
        log: { warn: () => undefined },
      }).then(
        () => 'allowed',
        (err: { statusCode: number }) => err.statusCode,
      );
    // 30 reads of one link and 5 of another at once: the link's limit lets 20 through, in arrival order.
    const answers = await Promise.all([...Array(30).keys()].map(() => read('s1')));
    const others = await Promise.all([...Array(5).keys()].map(() => read('s2')));
    expect(answers).toEqual([...Array(20).fill('allowed'), ...Array(10).fill(429)]);
    expect(others).toEqual(Array(5).fill('allowed'));
    expect(statements).toBeLessThanOrEqual(4);
    // Counted in the shared table: another instance's limiter sees the same counts.
    const [other] = a.deps.limiter.hooks('pub-read', [{ per: 'link', max: 20, minutes: 1, rightToken }]);
    const again = await (other as unknown as (r: object) => Promise<void>)({
      ip: '10.0.0.10',
      params: { taskId: 't', supplierId: 's2' },
      log: { warn: () => undefined },
    });
    expect(again).toBeUndefined();
    const rows = await sql<{ key: string; count: number }>`select key, count from "rateLimits" order by key`.execute(
      a.deps.db,
    );
    expect(rows.rows.map((r) => [r.key, Number(r.count)])).toEqual([
      ['pub-read:ip:10.0.0.9', 35],
      ['pub-read:link:t/s1', 30],
      ['pub-read:link:t/s2', 6],
    ]);
    limiter.close();
    await close();
  });
});

describe('shared rate limits without an answering database', () => {
  it('counts in the instance instead, and still refuses at the limit', async () => {
    // Nothing listens on port 1: every statement fails at once.
    const { db, close } = openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const limiter = new RateLimiter(1, db);
    const [hook] = limiter.hooks('login', [{ per: 'ip', max: 2, minutes: 1 }]);
    const warnings: string[] = [];
    const req = {
      ip: '10.0.0.7',
      log: { warn: (_: unknown, m: string) => warnings.push(m) },
    };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await (hook as unknown as (r: typeof req) => Promise<void>)(req).then(
          () => 'allowed',
          (err: { statusCode: number }) => err.statusCode,
        ),
      );
    expect(answers).toEqual(['allowed', 'allowed', 429]);
    expect(warnings[0]).toMatch(/counting in this instance/);
    limiter.close();
    await close();
  });
});
