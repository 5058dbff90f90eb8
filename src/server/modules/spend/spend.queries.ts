import { sql, type RawBuilder } from 'kysely';
import { OTHER_PRODUCT, type SpendView } from '../../../shared/schemas/spend.ts';
import { TaskState } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import { jsonSql } from '../../db/json-sql.ts';
import { deliveryCounts } from '../deliveries/index.ts';
import type { Period } from './period.ts';

// The spend report in one query per view (docs/decisions/037): every awarded line of the period's tasks, at its
// price in its task's currency as stored with the award, summed per part (a task's lines from one winner under one key), its winner's delivery
// cost shared among the parts by price, then each task's savings shared among its parts by their landed share,
// summed per month, printshop or product kind. Sums before windows: a month or a printshop takes a winner's lines
// whole, so only the product kinds share a delivery cost.

const ref = sql.ref;

/** The month of the award, in the workspace's time zone: a CASE over the months' first instants. */
function monthOf(period: Period): RawBuilder<string> {
  const [first, ...rest] = period.months;
  if (rest.length === 0) return sql<string>`${sql.lit(first!.key)}`;
  const whens = rest.map(
    (m, i) => sql`when ${ref('tasks.acceptedAt')} < ${m.start} then ${sql.lit(period.months[i]!.key)}`,
  );
  return sql<string>`(case ${sql.join(whens, sql` `)} else ${sql.lit(rest.at(-1)!.key)} end)`;
}

function keyOf(ex: Executor, by: SpendView, period: Period): RawBuilder<string> {
  if (by === 'month') return monthOf(period);
  if (by === 'supplier') return sql<string>`${ref('awards.supplierId')}`;
  return sql<string>`coalesce(${jsonSql(ex).text(ref('taskFormats.spec'), 'product')}, ${sql.lit(OTHER_PRODUCT)})`;
}

/** The report's rows of one view; amounts as the database sums them (floats; the service rounds). */
export const spendRows = (ex: Executor, workspaceId: string, by: SpendView, period: Period) =>
  spendQuery(ex, workspaceId, by, period).execute();

/** The report's query of one view. */
function spendQuery(ex: Executor, workspaceId: string, by: SpendView, period: Period) {
  const inPeriod = (column: 'tasks.acceptedAt') =>
    sql<boolean>`${ref(column)} >= ${period.start} and ${ref(column)} < ${period.end}`;
  return (
    ex
      // The period's tasks, with their currency and budget (read live: a budget may change after the award).
      .with(
        (cte) => cte('periodTasks').materialized(),
        (db) =>
          db
            .selectFrom('tasks')
            .select(['tasks.id', 'tasks.acceptedAt', 'tasks.currency', 'tasks.budget'])
            .where('tasks.workspaceId', '=', workspaceId)
            .where('tasks.state', '=', sql.lit(TaskState.done))
            .where(inPeriod('tasks.acceptedAt')),
      )
      // The workspace's other tasks awarded before the period's end: before the period, or not done.
      .with(
        (cte) => cte('earlierTasks').materialized(),
        (db) =>
          db
            .selectFrom('tasks')
            .select(['tasks.id', 'tasks.currency'])
            .where('tasks.workspaceId', '=', workspaceId)
            .where('tasks.acceptedAt', '<', period.end)
            .where((eb) =>
              eb.or([eb('tasks.acceptedAt', '<', period.start), eb('tasks.state', '!=', sql.lit(TaskState.done))]),
            ),
      )
      // Each awarded format, at its price and its winner's delivery cost in the task's currency (as the award stored
      // them).
      .with(
        (cte) => cte('lines').materialized(),
        (db) =>
          db
            .selectFrom('periodTasks as tasks')
            .innerJoin('awards', 'awards.taskId', 'tasks.id')
            .innerJoin('taskFormats', 'taskFormats.id', 'awards.formatId')
            .select([
              'awards.taskId',
              'awards.supplierId',
              'awards.count',
              'awards.createdAt',
              'tasks.currency',
              'tasks.budget',
              'taskFormats.formatId as storedId',
              keyOf(ex, by, period).as('key'),
              'awards.taskPrice as price',
              'awards.delivery',
            ]),
      )
      // Each stored format's awards per task before the period's end, in the task's currency: the period's lines
      // and those of the earlier tasks.
      .with('history', (db) =>
        db
          .selectFrom('lines')
          .select((eb) => [
            'lines.storedId',
            'lines.taskId',
            'lines.currency',
            eb.fn.min('lines.createdAt').as('at'),
            eb.fn.sum<number>('lines.price').as('price'),
            eb.fn.sum<number>('lines.count').as('count'),
          ])
          .where('lines.storedId', 'is not', null)
          .groupBy(['lines.storedId', 'lines.taskId', 'lines.currency'])
          .unionAll(
            db
              .selectFrom('earlierTasks as tasks')
              .innerJoin('awards', 'awards.taskId', 'tasks.id')
              .innerJoin('taskFormats', 'taskFormats.id', 'awards.formatId')
              .select((eb) => [
                'taskFormats.formatId as storedId',
                'awards.taskId',
                'tasks.currency',
                eb.fn.min('awards.createdAt').as('at'),
                eb.fn.sum<number>('awards.taskPrice').as('price'),
                eb.fn.sum<number>('awards.count').as('count'),
              ])
              .where('taskFormats.formatId', 'is not', null)
              .groupBy(['taskFormats.formatId', 'awards.taskId', 'tasks.currency']),
          ),
      )
      // The price per 1,000 of the stored format's award before (quantities.ts per1000), in the same currency.
      .with(
        (cte) => cte('previous').materialized(),
        (db) =>
          db
            .selectFrom('history')
            .select([
              'history.storedId',
              'history.taskId',
              sql<
                number | null
              >`lag(floor(${ref('history.price')} * 1000.0 / ${ref('history.count')} + 0.5)) over (partition by ${ref('history.storedId')}, ${ref('history.currency')} order by ${ref('history.at')}, ${ref('history.taskId')})`.as(
                'per1000',
              ),
            ]),
      )
      // The lines of a task from one winner under one key, summed: their prices, how many, the winner's delivery
      // cost, and what their formats cost before.
      .with(
        (cte) => cte('parts').materialized(),
        (db) =>
          db
            .selectFrom('lines')
            .leftJoin('previous', (join) =>
              join.onRef('previous.storedId', '=', 'lines.storedId').onRef('previous.taskId', '=', 'lines.taskId'),
            )
            .select((eb) => [
              'lines.taskId',
              'lines.supplierId',
              'lines.key',
              'lines.currency',
              'lines.budget',
              eb.fn.sum<number>('lines.price').as('price'),
              eb.fn.countAll<number>().as('lines'),
              eb.fn.max('lines.delivery').as('delivery'),
              eb.fn
                .sum<number | null>(
                  sql`${ref('previous.per1000')} * ${ref('lines.count')} / 1000.0 - ${ref('lines.price')}`,
                )
                .as('earlier'),
              eb.fn.count<number>('previous.per1000').as('earlierLines'),
            ])
            .groupBy(['lines.taskId', 'lines.supplierId', 'lines.key', 'lines.currency', 'lines.budget']),
      )
      // The delivery shared among the winner's lines by price (equally when they are free); a part holds all its
      // winner's lines but by product kind.
      .with('shared', (db) =>
        db
          .selectFrom('parts')
          .selectAll('parts')
          .select(
            (by === 'product'
              ? sql<number>`${ref('parts.price')} + ${ref('parts.delivery')} * (case when sum(${ref('parts.price')}) over (partition by ${ref('parts.taskId')}, ${ref('parts.supplierId')}) > 0 then ${ref('parts.price')} * 1.0 / sum(${ref('parts.price')}) over (partition by ${ref('parts.taskId')}, ${ref('parts.supplierId')}) else ${ref('parts.lines')} * 1.0 / sum(${ref('parts.lines')}) over (partition by ${ref('parts.taskId')}, ${ref('parts.supplierId')}) end)`
              : sql<number>`${ref('parts.price')} + ${ref('parts.delivery')}`
            ).as('landed'),
          ),
      )
      // Each part's share of its task's awarded total (by line equally when it is free), and that total.
      .with('weighed', (db) =>
        db
          .selectFrom('shared')
          .selectAll('shared')
          .select([
            sql<number>`sum(${ref('shared.landed')}) over (partition by ${ref('shared.taskId')})`.as('total'),
            sql<number>`(case when sum(${ref('shared.landed')}) over (partition by ${ref('shared.taskId')}) > 0 then ${ref('shared.landed')} * 1.0 / sum(${ref('shared.landed')}) over (partition by ${ref('shared.taskId')}) else ${ref('shared.lines')} * 1.0 / sum(${ref('shared.lines')}) over (partition by ${ref('shared.taskId')}) end)`.as(
              'share',
            ),
          ]),
      )
      .with('grouped', (db) =>
        db
          .selectFrom('weighed')
          // The best single complete offer, stored at the award.
          .leftJoin('awardFigures as best', 'best.taskId', 'weighed.taskId')
          .select((eb) => [
            'weighed.key',
            'weighed.currency',
            eb.fn.sum<number>('weighed.landed').as('spend'),
            eb.fn.count<number>('weighed.taskId').distinct().as('tasks'),
            eb.fn
              .sum<number | null>(
                sql`case when ${ref('best.bestOffer')} is not null then (${ref('best.bestOffer')} - ${ref('weighed.total')}) * ${ref('weighed.share')} end`,
              )
              .as('bestOffer'),
            eb.fn
              .count<number>(sql`case when ${ref('best.bestOffer')} is not null then ${ref('weighed.taskId')} end`)
              .distinct()
              .as('bestOfferTasks'),
            eb.fn
              .sum<number | null>(
                sql`case when ${ref('weighed.budget')} is not null then (${ref('weighed.budget')} - ${ref('weighed.total')}) * ${ref('weighed.share')} end`,
              )
              .as('budget'),
            eb.fn
              .count<number>(sql`case when ${ref('weighed.budget')} is not null then ${ref('weighed.taskId')} end`)
              .distinct()
              .as('budgetTasks'),
            eb.fn.sum<number | null>('weighed.earlier').as('earlier'),
            eb.fn.sum<number>('weighed.earlierLines').as('earlierLines'),
          ])
          .groupBy(['weighed.key', 'weighed.currency']),
      )
      .with('delivered', (db) =>
        db
          .selectFrom('deliveries')
          .select((eb) => ['deliveries.supplierId', ...deliveryCounts(eb)])
          .where('deliveries.workspaceId', '=', workspaceId)
          .where('deliveries.taskId', 'in', (sub) => sub.selectFrom('periodTasks').select('periodTasks.id'))
          .groupBy('deliveries.supplierId'),
      )
      .selectFrom('grouped')
      // A key of the other views (a month, a product kind) is no printshop's id: they find nothing.
      .leftJoin('suppliers', 'suppliers.id', 'grouped.key')
      .leftJoin('delivered', 'delivered.supplierId', 'grouped.key')
      .selectAll('grouped')
      .select(['suppliers.name', 'delivered.deliveries', 'delivered.dated', 'delivered.onTime', 'delivered.qualitySum'])
  );
}
