import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Revisions per format (docs/decisions/026): each task format gets its own revision (1; an amendment raises only
 * those it changes), and each price of an offer the revision it answers and the quantity it was given for. The
 * offer's standing is kept beside it for the queries that count offers: the formats it waits to confirm
 * (`staleFormats`, JSON ids, null: none) and how many formats it prices as they are (`currentFormats`).
 *
 * What was there converts without a change anybody sees: every format starts at revision 1; a price of an offer
 * that was current (made for the task's `pricesRevision` or later) answers 1, one of a stale offer 0, each with
 * the quantity the comparison showed it under. The task-wide `pricesRevision` and `offerRevision` go.
 */
export const formatRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('taskFormats')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('supplierTasks').addColumn('staleFormats', 'text').execute();
    await db.schema
      .alterTable('supplierTasks')
      .addColumn('currentFormats', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await convertOffers(db);
    await db.schema.alterTable('supplierTasks').dropColumn('offerRevision').execute();
    await db.schema.alterTable('tasks').dropColumn('pricesRevision').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tasks')
      .addColumn('pricesRevision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('supplierTasks')
      .addColumn('offerRevision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('supplierTasks').dropColumn('currentFormats').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('staleFormats').execute();
    await db.schema.alterTable('taskFormats').dropColumn('revision').execute();
  },
};

// The shapes as they were stored before this migration, frozen here.
type Price = { id: string; price: number };
type Change = { field: string; formatId?: string; change?: string; old?: { count: number } | null };
type TaskRevision = { number: number; changes: Change[]; createdAt: number };
type Facts = { pricesRevision: number; counts: Map<string, number>; revisions: TaskRevision[] };

const r = (name: string) => sql.ref(name);

/**
 * The quantity a price made at task revision `made` was given for: the old count of the first later amendment
 * that changed the format's quantities, else the count as it is (the comparison's `pricedFor` until now).
 */
function pricedCount(facts: Facts, formatId: string, made: number): number {
  for (const revision of facts.revisions) {
    if (revision.number <= made) continue;
    const change = revision.changes.find(
      (c) => c.field === 'format' && c.formatId === formatId && c.change === 'quantities',
    );
    if (change?.old) return change.old.count;
  }
  return facts.counts.get(formatId) ?? 0;
}

/** A stored offer's prices with the revision each answers (1: current, 0: to confirm) and its quantity. */
function convert(facts: Facts, prices: Price[], made: number) {
  const current = made >= facts.pricesRevision;
  return prices.map((p) => ({ ...p, revision: current ? 1 : 0, count: pricedCount(facts, p.id, made) }));
}

async function factsOf(db: Kysely<unknown>): Promise<Map<string, Facts>> {
  const facts = new Map<string, Facts>();
  const tasks = await sql<{ id: string; pricesRevision: number }>`
    select ${r('id')}, ${r('pricesRevision')} from ${r('tasks')}`.execute(db);
  for (const t of tasks.rows) {
    facts.set(t.id, { pricesRevision: Number(t.pricesRevision), counts: new Map(), revisions: [] });
  }
  const formats = await sql<{ taskId: string; id: string; count: number }>`
    select ${r('taskId')}, ${r('id')}, ${r('count')} from ${r('taskFormats')}`.execute(db);
  for (const f of formats.rows) facts.get(f.taskId)?.counts.set(f.id, Number(f.count));
  const revisions = await sql<{ taskId: string; number: number; changes: string; createdAt: number }>`
    select ${r('taskId')}, ${r('number')}, ${r('changes')}, ${r('createdAt')} from ${r('taskRevisions')}
    order by ${r('number')}`.execute(db);
  for (const v of revisions.rows) {
    facts.get(v.taskId)?.revisions.push({
      number: Number(v.number),
      changes: JSON.parse(v.changes) as Change[],
      createdAt: Number(v.createdAt),
    });
  }
  return facts;
}

async function convertOffers(db: Kysely<unknown>) {
  const facts = await factsOf(db);
  const offers = await sql<{
    taskId: string;
    supplierId: string;
    prices: string;
    offerRevision: number;
    rankShown: string | null;
  }>`select ${r('taskId')}, ${r('supplierId')}, ${r('prices')}, ${r('offerRevision')}, ${r('rankShown')}
    from ${r('supplierTasks')} where ${r('prices')} is not null`.execute(db);
  for (const o of offers.rows) {
    const task = facts.get(o.taskId);
    if (!task) continue;
    const made = Number(o.offerRevision);
    const prices = convert(task, JSON.parse(o.prices) as Price[], made);
    const priced = prices.filter((p) => task.counts.has(p.id));
    const current = made >= task.pricesRevision;
    const stale = current || priced.length === 0 ? null : JSON.stringify(priced.map((p) => p.id));
    // A place kept for the formats as they were stays shown while they are as they were.
    const shown = o.rankShown === null ? null : (JSON.parse(o.rankShown) as { revision?: number } & object);
    let rankShown = o.rankShown;
    if (shown) {
      const { revision, ...rest } = shown;
      const same = revision === task.pricesRevision;
      rankShown = JSON.stringify({
        ...rest,
        revisions: same ? Object.fromEntries([...task.counts.keys()].map((id) => [id, 1])) : {},
      });
    }
    await sql`update ${r('supplierTasks')} set ${r('prices')} = ${JSON.stringify(prices)},
      ${r('staleFormats')} = ${stale}, ${r('currentFormats')} = ${current ? priced.length : 0},
      ${r('rankShown')} = ${rankShown}
      where ${r('taskId')} = ${o.taskId} and ${r('supplierId')} = ${o.supplierId}`.execute(db);
  }
  // The history: each revision answers what the task was when it came.
  const history = await sql<{ id: string; taskId: string; prices: string; createdAt: number }>`
    select ${r('id')}, ${r('taskId')}, ${r('prices')}, ${r('createdAt')} from ${r('offerRevisions')}`.execute(db);
  for (const h of history.rows) {
    const task = facts.get(h.taskId);
    if (!task) continue;
    const at = Number(h.createdAt);
    const made = task.revisions.filter((v) => v.createdAt <= at).reduce((n, v) => Math.max(n, v.number), 0);
    const prices = convert(task, JSON.parse(h.prices) as Price[], made);
    await sql`update ${r('offerRevisions')} set ${r('prices')} = ${JSON.stringify(prices)}
      where ${r('id')} = ${h.id}`.execute(db);
  }
}
