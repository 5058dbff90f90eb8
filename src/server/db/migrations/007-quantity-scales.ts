import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Quantity scales and print terms: a task format asks for further quantities and run-on; an
 * offer carries its terms; a task plans its award; the award records what was ordered per format.
 */
export const quantityScales: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('taskFormats')
      .addColumn('counts', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('taskFormats')
      .addColumn('runOn', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('supplierTasks').addColumn('terms', 'text').execute();
    await db.schema.alterTable('offerRevisions').addColumn('terms', 'text').execute();
    await db.schema.alterTable('tasks').addColumn('awardDate', 'varchar(10)').execute();
    await db.schema
      .createTable('awards')
      .addColumn('taskId', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
      .addColumn('formatId', 'varchar(36)', (c) => c.notNull())
      .addColumn('workspaceId', 'varchar(64)', (c) => c.notNull())
      .addColumn('supplierId', 'varchar(36)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('alternative', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('awards_pk', ['taskId', 'formatId'])
      .execute();
    await recordPastAccepts(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('awards').execute();
    await db.schema.alterTable('tasks').dropColumn('awardDate').execute();
    await db.schema.alterTable('offerRevisions').dropColumn('terms').execute();
    await db.schema.alterTable('supplierTasks').dropColumn('terms').execute();
    await db.schema.alterTable('taskFormats').dropColumn('runOn').execute();
    await db.schema.alterTable('taskFormats').dropColumn('counts').execute();
  },
};

// Frozen here, as in 006.
const DONE = 99;

type Accepted = { taskId: string; formatId: string; workspaceId: string; supplierId: string; count: number };

/** Tasks accepted before awards were recorded: each format ordered from the winner at its count and price. */
export async function recordPastAccepts(db: Kysely<unknown>) {
  const r = (name: string) => sql.ref(name);
  const { rows } = await sql<Accepted & { prices: string; acceptedAt: number | null }>`
    select ${r('f.taskId')}, ${r('f.id')} as ${r('formatId')}, ${r('t.workspaceId')}, ${r('t.supplierId')},
      ${r('f.count')}, ${r('s.prices')}, ${r('t.acceptedAt')}
    from ${r('taskFormats')} f
    join ${r('tasks')} t on ${r('t.id')} = ${r('f.taskId')}
    join ${r('supplierTasks')} s on ${r('s.taskId')} = ${r('t.id')} and ${r('s.supplierId')} = ${r('t.supplierId')}
    where ${r('t.state')} = ${DONE} and ${r('s.prices')} is not null`.execute(db);
  const columns = ['taskId', 'formatId', 'workspaceId', 'supplierId', 'count', 'price', 'createdAt'];
  for (const { prices, acceptedAt, ...row } of rows) {
    const price = (JSON.parse(prices) as { id: string; price: number }[]).find((p) => p.id === row.formatId)?.price;
    if (price === undefined) continue;
    const values = [
      row.taskId,
      row.formatId,
      row.workspaceId,
      row.supplierId,
      row.count,
      price,
      Number(acceptedAt ?? 0),
    ];
    await sql`insert into ${r('awards')} (${sql.join(columns.map(r))}) values (${sql.join(values)})`.execute(db);
  }
}
