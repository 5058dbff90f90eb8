// Supplier reads and submits, the burst before a deadline, against a bare node:http hello-world (the
// baseline) and a bare Fastify one (for comparison with earlier figures).
// This machine's speed drifts from minute to minute: each figure is the median of three rounds, and in
// each round the baselines are measured right before, at the same connections.
import { benchDatabase } from './lib/databases.ts';
import { load, type LoadResult, type Request } from './lib/load.ts';
import { helloHttp, helloWorld, median, sameBytesHttp, startNode, type Running } from './lib/processes.ts';
import { seedTask } from './lib/seed.ts';

export async function run(seconds: number): Promise<string[]> {
  const suppliers = seconds <= 1 ? 20 : 200;
  const lines: string[] = [];
  const http = await startNode([helloHttp()], {});
  const fastify = await startNode([helloWorld()], {});
  const ROUNDS = seconds <= 1 ? 1 : 3;
  const round = Math.max(1, Math.round(seconds / 2));
  // A smoke run (CI) checks that each part still runs: one number of connections is enough for that.
  const levels = seconds <= 1 ? [100] : [100, 200];
  // The server's own CPU time per request beside its rate: the rate also depends on the load generator's core,
  // which limits the hello-worlds (they leave part of their core idle).
  const measured = async (server: Running, connections: number, seconds: number, requests: Request[]) => {
    const before = server.cpuMs();
    const result = await load(server.url, connections, seconds, requests);
    return { ...result, cpuUs: ((server.cpuMs() - before) * 1000) / Math.max(1, result.requests) };
  };
  const baseline = (hello: Running, connections: number) =>
    measured(hello, connections, round, [{ method: 'GET', path: '/api/health', headers: {} }]);
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const db = await benchDatabase(kind);
      // The rate limits count as deployed (on PostgreSQL in the shared table) but never refuse: the load comes
      // from one address to 200 links, which the real limits would stop within seconds.
      const env = { ...db.env, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100000', MAIL_QUOTA_PER_HOUR: '0' };
      const server = await startNode(['dist/server/main.js'], env);
      try {
        const { taskId, formatIds, links } = await seedTask(server.url, db.env.APP_SECRET!, suppliers);
        const path = (l: { supplierId: string }) => `/api/pub/tasks/${taskId}/${l.supplierId}`;
        const reads = links.map((l) => ({
          method: 'GET' as const,
          path: path(l),
          headers: { 'x-offer-token': l.token },
        }));
        let n = 0;
        // Two rounds of bodies, each link's differing from its previous one: a submit equal to the current offer
        // changes nothing and writes nothing (docs/product.md#offers-and-ranks), and would not measure a store.
        const submits = [0, 1].flatMap((round) =>
          links.map((l) => ({
            method: 'POST' as const,
            path: path(l),
            headers: { 'x-offer-token': l.token, 'content-type': 'application/json' },
            body: JSON.stringify({ formats: formatIds.map((id) => ({ id, price: 100 + round + (n++ % 900) })) }),
          })),
        );
        await load(server.url, 100, Math.min(2, seconds), reads); // warm-up, not counted
        const same = await startNode([await sameBytesOf(server.url, reads[0]!)], {});
        try {
          for (const connections of levels) {
            const rounds: { http: Measured; fastify: Measured; same: Measured; r: Measured }[] = [];
            for (let i = 0; i < ROUNDS; i++)
              rounds.push({
                http: await baseline(http, connections),
                fastify: await baseline(fastify, connections),
                same: await measured(same, connections, round, reads),
                r: await measured(server, connections, round, reads),
              });
            const r = medianOf(rounds.map((x) => x.r));
            const ratio = (of: 'http' | 'fastify' | 'same') => median(rounds.map((x) => x.r.rps / x[of].rps));
            const ok = ratio('http') >= 0.5 && r.p99 <= 25 && r.errors + r.non2xx === 0;
            lines.push(
              `${db.name} read, ${connections} conn: ${fmt(r)}; ${ratio('http').toFixed(2)}× node:http (${fmt(medianOf(rounds.map((x) => x.http)))}), ` +
                `${ratio('fastify').toFixed(2)}× Fastify (${fmt(medianOf(rounds.map((x) => x.fastify)))}) (goal ≥ 0.5× node:http, p99 ≤ 25 ms) ${ok ? 'met' : 'MISSED'}`,
            );
            const cpu = (of: 'http' | 'fastify' | 'same' | 'r') => median(rounds.map((x) => x[of].cpuUs)).toFixed(0);
            lines.push(
              `  CPU per request: the read ${cpu('r')} µs, node:http ${cpu('http')} µs, Fastify ${cpu('fastify')} µs, the read's own bytes ${cpu('same')} µs`,
            );
            const floor = medianOf(rounds.map((x) => x.same));
            lines.push(
              `  the read's own headers and body from bare node:http after an HMAC: ${fmt(floor)}, ` +
                `${median(rounds.map((x) => x.same.rps / x.http.rps)).toFixed(2)}× node:http; the read is ${ratio('same').toFixed(2)}× of it`,
            );
          }
        } finally {
          await same.stop();
        }
        // A page read again by a browser that has it: If-None-Match, answered 304 without a body.
        const tagged = await Promise.all(
          reads.map(async (read) => {
            const etag = (await fetch(`${server.url}${read.path}`, { headers: read.headers })).headers.get('etag')!;
            return { ...read, headers: { ...read.headers, 'if-none-match': etag } };
          }),
        );
        const again = await load(server.url, 100, round, tagged);
        lines.push(
          `${db.name} read again with its ETag, 100 conn: ${again.rps.toFixed(0)} req/s, p50 ${again.p50} ms, p99 ${again.p99} ms, ` +
            `${again.non2xx === again.requests ? 'every one' : `${again.non2xx} of ${again.requests}`} answered 304`,
        );
        for (const connections of levels) {
          const rounds: LoadResult[] = [];
          for (let i = 0; i < ROUNDS; i++) rounds.push(await load(server.url, connections, round, submits));
          const r = medianOf(rounds);
          const ok = r.rps >= 1000 && r.p99 <= 100 && r.errors + r.non2xx === 0;
          lines.push(
            `${db.name} submit, ${connections} conn: ${fmt(r)} (goal ≥ 1,000/s, p99 ≤ 100 ms, 0 errors) ${ok ? 'met' : 'MISSED'}`,
          );
        }
      } finally {
        await server.stop();
        db.stop();
      }
    }
  } finally {
    await http.stop();
    await fastify.stop();
  }
  return lines;
}

/** A baseline server answering `read`'s own bytes: its headers (but the per-response ones) and its body. */
async function sameBytesOf(url: string, read: { path: string; headers: Record<string, string> }) {
  const res = await fetch(`${url}${read.path}`, { headers: read.headers });
  const perResponse = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !perResponse.has(name)));
  return sameBytesHttp(headers, await res.text());
}

type Measured = LoadResult & { cpuUs: number };

/** Each figure's median over the rounds (errors: the sum). */
function medianOf(rs: LoadResult[]): LoadResult {
  const m = (f: (r: LoadResult) => number) => median(rs.map(f));
  const sum = (f: (r: LoadResult) => number) => rs.reduce((t, r) => t + f(r), 0);
  return {
    rps: m((r) => r.rps),
    p50: m((r) => r.p50),
    p99: m((r) => r.p99),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    requests: sum((r) => r.requests),
  };
}

function fmt(r: LoadResult): string {
  return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx`;
}
