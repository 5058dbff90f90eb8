// The spend report (GET /api/spend) over 10,000 awarded tasks: each view is one query (docs/decisions/037); its
// latency on SQLite and PostgreSQL, in-process, against a goal of 300 ms.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { convert } from '../src/shared/currencies.ts';
import { buildApp, type App } from '../src/server/app.ts';
import { signUp } from '../src/server/test/accounts.ts';
import { createTestDatabase, testConfig } from '../src/server/test/helper.ts';
import { startPgCluster } from '../src/server/test/pg-cluster.ts';
import { insertSuppliers } from '../src/server/test/suppliers.ts';
import { percentile } from './lib/processes.ts';

const SUPPLIERS = 30;
/** Offers per task, its formats, the stored formats they come from, the product kinds of those with a spec. */
const OFFERS = 5;
const FORMATS = 2;
const STORED = 40;
const PRODUCTS = ['flyer', 'brochure', 'catalogue', 'business-cards', 'poster'];
const YEAR = 365 * 86_400_000;
const BATCH = 200;
/** EUR per CZK, every task's rate. */
const CZK = 0.04;

export async function run(seconds: number): Promise<string[]> {
  const smoke = seconds <= 1;
  const tasks = smoke ? 200 : 10_000;
  const lines: string[] = [];
  const cluster = await startPgCluster({ durable: true });
  process.env.TEST_DB = 'sqlite';
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const db = await createTestDatabase(kind === 'postgres' ? cluster.url : undefined);
      const app = await buildApp(testConfig(db.database), { webRoot: null });
      try {
        const { cookie } = await signUp(app, 'bench');
        await seed(app, tasks);
        // The statistics autovacuum would have gathered by then: without them PostgreSQL plans for empty tables.
        if (kind === 'postgres') await sql`analyze`.execute(app.deps.db);
        for (const by of ['month', 'supplier', 'product']) {
          const url = `/api/spend?by=${by}`;
          const times: number[] = [];
          const n = smoke ? 3 : 5;
          let rows = 0;
          for (let i = 0; i < n; i++) {
            const t0 = performance.now();
            const res = await app.inject({ url, headers: { cookie } });
            times.push(performance.now() - t0);
            if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
            rows = (res.json() as { rows: unknown[] }).rows.length;
          }
          const p50 = percentile(times, 50);
          const verdict = p50 <= 300 ? 'goal ≤ 300 ms met' : 'goal ≤ 300 ms MISSED';
          lines.push(
            `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${tasks} awarded tasks, by ${by} (${rows} rows): ` +
              `p50 ${p50.toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms (${verdict})`,
          );
        }
      } finally {
        await app.close();
        await db.drop();
      }
    }
  } finally {
    cluster.stop();
  }
  return lines;
}

/**
 * `tasks` awarded tasks of the bench user's workspace over the last year: two formats each (from one of 40 stored
 * formats, most with a product kind), five complete offers (every fifth in CZK at the task's rate, with a
 * delivery cost), awarded whole or split between the two lowest, every other one delivered.
 */
async function seed(app: App, tasks: number) {
  const db = app.deps.db;
  const member = await db.selectFrom('member').select(['organizationId', 'userId']).executeTakeFirstOrThrow();
  const ws = member.organizationId;
  const now = Date.now();
  const supplierIds = await insertSuppliers(db, ws, SUPPLIERS);
  const stored = Array.from({ length: STORED }, () => randomUUID());
  for (let start = 0; start < tasks; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, tasks - start) }, (_, i) => {
      const n = start + i;
      const acceptedAt = now - Math.floor(((tasks - n) / tasks) * YEAR);
      const formats = Array.from({ length: FORMATS }, (_, p) => ({
        id: randomUUID(),
        stored: stored[(n + p * 7) % STORED]!,
        product: (n + p) % 6 === 0 ? null : PRODUCTS[(n + p) % PRODUCTS.length]!,
        count: 1000 * (1 + ((n + p) % 5)),
      }));
      const offers = Array.from({ length: OFFERS }, (_, o) => ({
        supplierId: supplierIds[(n + o * 3) % SUPPLIERS]!,
        czk: o === 4,
        prices: formats.map((f, p) => 10_000 + ((n * 31 + o * 17 + p * 7) % 5_000)),
        delivery: o % 2 === 0 ? 1_500 : null,
      }));
      return { id: randomUUID(), n, acceptedAt, formats, offers };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tasks')
        .values(
          batch.map((t) => ({
            id: t.id,
            workspaceId: ws,
            name: `Task ${t.n}`,
            searchName: `task ${t.n}`,
            poNumber: '',
            deliveries: '[]',
            requiredCertificates: '[]',
            currency: 'EUR',
            currencies: JSON.stringify(['EUR', 'CZK']),
            rates: JSON.stringify({ CZK }),
            version: 1,
            revision: 0,
            sealed: 0,
            note: '',
            address: 'Lieferweg 1',
            lettershop: '',
            deliveryDate: new Date(t.acceptedAt + 14 * 86_400_000).toISOString().slice(0, 10),
            deadlineDate: new Date(t.acceptedAt).toISOString().slice(0, 10),
            lang: 'de' as const,
            state: 99 as const,
            supplierId: t.offers[0]!.supplierId,
            testMailSentAt: t.acceptedAt,
            invitedAt: t.acceptedAt,
            acceptedAt: t.acceptedAt,
            budget: t.n % 3 === 0 ? 40_000 : null,
            createdBy: member.userId,
            createdAt: t.acceptedAt,
            updatedAt: t.acceptedAt,
          })),
        )
        .execute();
      await trx
        .insertInto('taskFormats')
        .values(
          batch.flatMap((t) =>
            t.formats.map((f, p) => ({
              id: f.id,
              taskId: t.id,
              position: p,
              count: f.count,
              counts: '[]',
              runOn: 0,
              title: `Format ${p}`,
              format: 'A4',
              color: '4/4',
              perforation: '',
              fold: '',
              texts: '{}',
              spec: f.product && JSON.stringify({ product: f.product }),
              versions: '[]',
              versionChangePrice: 0,
              formatId: f.stored,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('supplierTasks')
        .values(
          batch.flatMap((t) =>
            t.offers.map((o) => ({
              taskId: t.id,
              supplierId: o.supplierId,
              workspaceId: ws,
              mailId: randomUUID(),
              invitedAt: t.acceptedAt,
              openedAt: null,
              clickedAt: null,
              sum: o.prices.reduce((a, b) => a + b, o.delivery ?? 0),
              currentFormats: FORMATS,
              prices: JSON.stringify(
                t.formats.map((f, p) => ({ id: f.id, price: o.prices[p], revision: 1, count: f.count })),
              ),
              terms: o.delivery === null ? null : JSON.stringify({ deliveryCost: o.delivery }),
              currency: o.czk ? 'CZK' : 'EUR',
              submittedAt: t.acceptedAt,
            })),
          ),
        )
        .execute();
      // The first offer wins the first format, the second the other on every other task (a split); with what the
      // award stores for the report (award/award-figures.queries.ts): each line in EUR, the winner's delivery, and
      // the best offer.
      const rate = (o: { czk: boolean }) => (o.czk ? CZK : 1);
      await trx
        .insertInto('awards')
        .values(
          batch.flatMap((t) =>
            t.formats.map((f, p) => {
              const winner = t.offers[t.n % 2 === 0 ? p : 0]!;
              return {
                taskId: t.id,
                formatId: f.id,
                workspaceId: ws,
                supplierId: winner.supplierId,
                count: f.count,
                price: winner.prices[p]!,
                alternative: null,
                createdAt: t.acceptedAt,
                taskPrice: convert(winner.prices[p]!, rate(winner)),
                delivery: convert(winner.delivery ?? 0, rate(winner)),
              };
            }),
          ),
        )
        .execute();
      await trx
        .insertInto('awardFigures')
        .values(
          batch.map((t) => ({
            taskId: t.id,
            workspaceId: ws,
            bestOffer: Math.min(
              ...t.offers.map((o) =>
                convert(
                  o.prices.reduce((a, b) => a + b, o.delivery ?? 0),
                  rate(o),
                ),
              ),
            ),
          })),
        )
        .execute();
      await trx
        .insertInto('deliveries')
        .values(
          batch
            .filter((t) => t.n % 2 === 1)
            .map((t) => ({
              taskId: t.id,
              supplierId: t.offers[0]!.supplierId,
              workspaceId: ws,
              deliveredOn: new Date(t.acceptedAt + 14 * 86_400_000).toISOString().slice(0, 10),
              daysLate: t.n % 7 === 0 ? 2 : 0,
              quality: 1 + (t.n % 5),
              note: '',
              recordedBy: member.userId,
              recordedAt: t.acceptedAt,
              received: '[]',
            })),
        )
        .execute();
    });
  }
}
