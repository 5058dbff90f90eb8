// Staff reads with many open tasks: latency and SQL queries per request, at growing sizes, in-process.
import { randomUUID } from 'node:crypto';
import { buildApp, type App } from '../src/server/app.ts';
import { signUp } from '../src/server/test/accounts.ts';
import { createTestDatabase, testConfig } from '../src/server/test/helper.ts';
import { startPgCluster } from '../src/server/test/pg-cluster.ts';
import { insertSuppliers } from '../src/server/test/suppliers.ts';
import { completeTask } from '../src/server/test/tasks.ts';
import { percentile } from './lib/processes.ts';

const SUPPLIERS = 20;
const FORMATS = 5;

export async function run(seconds: number): Promise<string[]> {
  const smoke = seconds <= 1;
  const sizes = smoke ? [50] : [50, 500, 5000];
  const lines: string[] = [];
  const cluster = await startPgCluster({ durable: true });
  process.env.TEST_DB = 'sqlite';
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      for (const tasks of sizes) {
        const db = await createTestDatabase(kind === 'postgres' ? cluster.url : undefined);
        let queries = 0;
        const app = await buildApp(testConfig(db.database), { webRoot: null, onQuery: () => queries++ });
        try {
          const { cookie } = await signUp(app, 'bench');
          const taskId = await seed(app, tasks);
          const measure = async (url: string) => {
            const times: number[] = [];
            const before = queries;
            const n = smoke ? 10 : 100;
            for (let i = 0; i < n; i++) {
              const t0 = performance.now();
              const res = await app.inject({ url, headers: { cookie } });
              times.push(performance.now() - t0);
              if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
            }
            return {
              p50: percentile(times, 50),
              p99: percentile(times, 99),
              queries: (queries - before) / n,
              bytes: 0,
            };
          };
          const base = await measure('/api/health');
          for (const [name, url, goal] of [
            ['dashboard', '/api/dashboard', 50],
            ['tasks list', '/api/tasks', undefined],
            ['task detail', `/api/tasks/${taskId}`, undefined],
            ['task suppliers', `/api/tasks/${taskId}/suppliers`, undefined],
          ] as const) {
            const m = await measure(url);
            const verdict =
              goal === undefined
                ? ''
                : m.p99 <= goal
                  ? ` (goal p99 ≤ ${goal} ms met)`
                  : ` (goal p99 ≤ ${goal} ms MISSED)`;
            lines.push(
              `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${tasks} tasks: ${name} p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ` +
                `${m.queries.toFixed(1)} queries/request; ${(m.p50 / base.p50).toFixed(1)}× health${verdict}`,
            );
          }
        } finally {
          await app.close();
          await db.drop();
        }
      }
    }
  } finally {
    cluster.stop();
  }
  return lines;
}

/** `tasks` sent tasks of the bench user's workspace, each with 5 formats and 20 offers; returns one task id. */
async function seed(app: App, tasks: number): Promise<string> {
  const db = app.deps.db;
  const member = await db.selectFrom('member').select(['organizationId', 'userId']).executeTakeFirstOrThrow();
  const ws = member.organizationId;
  const now = Date.now();
  const supplierIds = await insertSuppliers(db, ws, SUPPLIERS);
  const template = completeTask();
  const { en, de, sk } = template.formats[0]!;
  let first = '';
  for (let start = 0; start < tasks; start += 100) {
    const ids = Array.from({ length: Math.min(100, tasks - start) }, () => randomUUID());
    first ||= ids[0]!;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tasks')
        .values(
          ids.map((id, i) => ({
            id,
            workspaceId: ws,
            name: `Task ${start + i}`,
            searchName: `task ${start + i}`,
            poNumber: '',
            deliveries: '[]',
            requiredCertificates: '[]',
            currency: 'EUR',
            currencies: null,
            rates: null,
            version: 1,
            revision: 0,
            sealed: 0,
            note: template.note,
            address: template.address,
            lettershop: template.lettershop,
            deliveryDate: template.deliveryDate,
            deadlineDate: template.deadlineDate,
            lang: 'de',
            state: 50,
            supplierId: null,
            testMailSentAt: now,
            invitedAt: now,
            acceptedAt: null,
            createdBy: member.userId,
            createdAt: now + start + i,
            updatedAt: now,
          })),
        )
        .execute();
      await trx
        .insertInto('taskFormats')
        .values(
          ids.flatMap((taskId) =>
            Array.from({ length: FORMATS }, (_, p) => ({
              id: randomUUID(),
              taskId,
              position: p,
              count: 1000,
              counts: '[]',
              runOn: 0,
              title: `Format ${p}`,
              format: 'A4',
              color: '4/4',
              perforation: '',
              fold: '',
              texts: JSON.stringify({ en, de, sk }),
              versions: '[]',
              versionChangePrice: 0,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('supplierTasks')
        .values(
          ids.flatMap((taskId) =>
            supplierIds.map((supplierId, s) => ({
              taskId,
              supplierId,
              workspaceId: ws,
              mailId: randomUUID(),
              invitedAt: now,
              openedAt: null,
              clickedAt: null,
              sum: 10_000 + s * 100,
              // A current offer for every format, as the dashboard and the lists count them (modules/offers).
              currentFormats: FORMATS,
              prices: '[]',
              terms: null,
              submittedAt: now,
            })),
          ),
        )
        .execute();
    });
  }
  return first;
}
