// Supplier reads and submits, the burst before a deadline, against a bare Fastify hello-world.
import { benchDatabase } from './lib/databases.ts';
import { load, type LoadResult } from './lib/load.ts';
import { helloWorld, startNode } from './lib/processes.ts';
import { seedTender } from './lib/seed.ts';


export async function run(seconds: number): Promise<string[]> {
  const suppliers = seconds <= 1 ? 20 : 200;
  const lines: string[] = [];
  const hello = await startNode([helloWorld()], {});
  const baseline = await load(hello.url, 100, seconds, [{ method: 'GET', path: '/api/health', headers: {} }]);
  await hello.stop();
  lines.push(`baseline: bare Fastify hello-world, 100 connections: ${fmt(baseline)}`);

  for (const kind of ['sqlite', 'postgres'] as const) {
    const db = await benchDatabase(kind);
    const server = await startNode(['dist/server/main.js'], { ...db.env, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '0' });
    try {
      const { taskId, formatIds, links } = await seedTender(server.url, db.env.APP_SECRET!, suppliers);
      const path = (l: { supplierId: string }) => `/api/pub/tasks/${taskId}/${l.supplierId}`;
      const reads = links.map((l) => ({ method: 'GET' as const, path: path(l), headers: { 'x-offer-token': l.token } }));
      let n = 0;
      const submits = links.map((l) => ({
        method: 'POST' as const,
        path: path(l),
        headers: { 'x-offer-token': l.token, 'content-type': 'application/json' },
        body: JSON.stringify({ formats: formatIds.map((id) => ({ id, price: 100 + (n++ % 900) })) }),
      }));
      for (const connections of [100, 200]) {
        const r = await load(server.url, connections, seconds, reads);
        const ok = r.rps >= 0.5 * baseline.rps && r.p99 <= 25;
        lines.push(`${db.name} read, ${connections} conn: ${fmt(r)}; ${(r.rps / baseline.rps).toFixed(2)}× baseline (goal ≥ 0.5×, p99 ≤ 25 ms) ${ok ? 'met' : 'MISSED'}`);
      }
      for (const connections of [100, 200]) {
        const r = await load(server.url, connections, seconds, submits);
        const ok = r.rps >= 1000 && r.p99 <= 100 && r.errors + r.non2xx === 0;
        lines.push(`${db.name} submit, ${connections} conn: ${fmt(r)}; ${(r.rps / baseline.rps).toFixed(2)}× baseline (goal ≥ 1,000/s, p99 ≤ 100 ms, 0 errors) ${ok ? 'met' : 'MISSED'}`);
      }
    } finally {
      await server.stop();
      db.stop();
    }
  }
  return lines;
}

function fmt(r: LoadResult): string {
  return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors, ${r.non2xx} non-2xx`;
}
