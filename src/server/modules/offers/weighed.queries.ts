import { sql, type Expression } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { convertedSql, jsonSql } from '../../db/json-sql.ts';

// An offer weighed in the task's currency inside a query (the award stores its task's best offer with it for the
// spend report, docs/decisions/037): the same rules as converted.ts and stored-offer.ts `rateFor`, written in SQL,
// for a query over `supplierTasks` joined with `tasks`.

/**
 * The task's currency per unit of the offer's, at the task's rates: 1 for the task's own (or no currency), and for
 * a currency without a rate above 0 (`rateFor`).
 */
function offerRate(ex: Executor) {
  const rate = jsonSql(ex).number(sql.ref('tasks.rates'), sql.ref('supplierTasks.currency'));
  return sql<number>`(case when ${sql.ref('supplierTasks.currency')} is null then 1 when ${rate} > 0 then ${rate} else 1 end)`;
}

/** An amount of the offer's currency (an awarded price) in the task's, rounded as `convert`. */
const inTaskCurrencySql = (ex: Executor, amount: Expression<number | null>) => convertedSql(amount, offerRate(ex));

/**
 * The offer's landed total in the task's currency when it prices every one of the task's `formats` as they are, and
 * nothing else: its stored total as sent (its prices with their version changes and its delivery cost, in its
 * currency) at the task's rate, rounded once; NULL for any other offer.
 */
export function completeOfferSql(ex: Executor, formats: Expression<number>) {
  const stored = jsonSql(ex).length(sql.ref('supplierTasks.prices'));
  return sql<
    number | null
  >`(case when ${sql.ref('supplierTasks.currentFormats')} = ${formats} and ${stored} = ${formats} then ${inTaskCurrencySql(ex, sql.ref('supplierTasks.sum'))} end)`;
}
