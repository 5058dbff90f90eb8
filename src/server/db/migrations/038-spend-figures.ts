import { sql, type Expression, type Kysely, type Migration } from 'kysely';
import type { Executor } from '../database.ts';
import { convertedSql, jsonSql } from '../json-sql.ts';

const ref = sql.ref;

/**
 * The spend report reads what an award weighs from columns written with it (docs/decisions/037), not from the
 * offers' JSON at every request: the offers, the task's rates and formats are frozen once it is awarded. Each award
 * line keeps its price in the task's currency and its winner's delivery cost (whole, on each of its lines); the
 * award module's `awardFigures` keeps each awarded task's best single complete offer. The tasks awarded before are
 * filled here by the rules the report counted them with until now (frozen: offers/weighed.queries.ts then).
 */
export const spendFigures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('awards')
      .addColumn('taskPrice', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('awards')
      .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('awardFigures')
      .addColumn('taskId', 'text', (c) => c.primaryKey())
      .addColumn('workspaceId', 'text', (c) => c.notNull())
      .addColumn('bestOffer', 'integer')
      .execute();

    const json = jsonSql(db as unknown as Executor);
    // The task's currency per unit of the offer's (`rateFor`): 1 for its own, none, or one without a rate above 0.
    const stated = json.number(ref('tasks.rates'), ref('supplierTasks.currency'));
    const rate = sql<number>`(case when ${ref('supplierTasks.currency')} is null then 1 when ${stated} > 0 then ${stated} else 1 end)`;
    const weighed = (amount: Expression<number | null>) =>
      sql`(select ${convertedSql(amount, rate)} from ${ref('tasks')} left join ${ref('supplierTasks')} on ${ref('supplierTasks.taskId')} = ${ref('tasks.id')} and ${ref('supplierTasks.supplierId')} = ${ref('awards.supplierId')} where ${ref('tasks.id')} = ${ref('awards.taskId')})`;
    const deliveryCost = sql<number>`coalesce(${json.number(ref('supplierTasks.terms'), 'deliveryCost')}, 0)`;
    await sql`update ${ref('awards')} set ${ref('taskPrice')} = ${weighed(ref<number>('awards.price'))}, ${ref('delivery')} = ${weighed(deliveryCost)}`.execute(
      db,
    );

    // The lowest complete offer (every stored price current for the task's formats, and no other) of printshops
    // not deleted before the award, its stored total at the task's rate.
    const formats = sql`(select count(*) from ${ref('taskFormats')} where ${ref('taskFormats.taskId')} = ${ref('tasks.id')})`;
    const complete = sql`(case when ${ref('supplierTasks.currentFormats')} = ${formats} and ${json.length(ref('supplierTasks.prices'))} = ${formats} then ${convertedSql(ref('supplierTasks.sum'), rate)} end)`;
    const best = sql`(select min(${complete}) from ${ref('supplierTasks')} inner join ${ref('suppliers')} on ${ref('suppliers.id')} = ${ref('supplierTasks.supplierId')} where ${ref('supplierTasks.taskId')} = ${ref('tasks.id')} and (${ref('suppliers.deletedAt')} is null or ${ref('suppliers.deletedAt')} > ${ref('tasks.acceptedAt')}))`;
    await sql`insert into ${ref('awardFigures')} (${ref('taskId')}, ${ref('workspaceId')}, ${ref('bestOffer')}) select ${ref('tasks.id')}, ${ref('tasks.workspaceId')}, ${best} from ${ref('tasks')} where exists (select 1 from ${ref('awards')} where ${ref('awards.taskId')} = ${ref('tasks.id')})`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('awardFigures').execute();
    await db.schema.alterTable('awards').dropColumn('delivery').execute();
    await db.schema.alterTable('awards').dropColumn('taskPrice').execute();
  },
};
