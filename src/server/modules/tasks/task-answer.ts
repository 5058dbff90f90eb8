import { deliveriesOf } from './delivery-split.ts';
import { readCertificateGroups, requirementOf, type CertificateGroups } from '../../../shared/certificates.ts';
import { todayIn } from '../../../shared/dates.ts';
import type { Task, TaskFormat } from '../../../shared/schemas/tasks.ts';
import { missingFields, openingDay } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import { userName } from '../../db/user-name.ts';
import type { Deps } from '../../deps.ts';
import { findTaskRevisions, type TaskRow } from './tasks.queries.ts';
import { currenciesOf } from './task-currencies.ts';
import { findTaskRounds } from './rounds.queries.ts';
import { readWeights } from '../../../shared/scoring.ts';

// The task as the API answers it, made by the services that read, change and amend a task.

/** What decides a task's state and its missing fields (shared/task-state.ts), from its row. */
export function facts(row: TaskRow, formatCount: number) {
  return {
    ...row,
    formatCount,
    testMailSent: row.testMailSentAt !== null,
    invited: row.invitedAt !== null,
    accepted: row.acceptedAt !== null,
    cancelled: row.cancelledAt !== null,
  };
}

/** What the task's answer is made with: the workspace's day, and the printshops' sums (Deps.supplierSums). */
export type TaskDeps = Pick<Deps, 'config' | 'supplierSums' | 'taskAuction'>;

/** The task as the API answers it: its row, formats, revisions, who changed it last and the offers' sums. */
export async function toTask(ex: Executor, row: TaskRow, formats: TaskFormat[], deps: TaskDeps): Promise<Task> {
  const {
    workspaceId: _w,
    invitedAt: _i,
    acceptedAt: _a,
    createdBy: _c,
    updatedBy,
    revision: _r,
    requiredCertificates: _rc,
    currency: _cu,
    currencies: _cs,
    rates: _ra,
    copiedFrom: _cf,
    deliveries,
    scoring,
    awardReason: _ar,
    round,
    ...fields
  } = row;
  const today = todayIn(deps.config.timeZone);
  const [changedBy, revisions, rounds, supplierTasks, auction] = await Promise.all([
    updatedBy === null ? null : userName(ex, updatedBy),
    row.revision > 0 ? findTaskRevisions(ex, row.id) : [],
    round > 1 ? findTaskRounds(ex, row.id) : [],
    deps.supplierSums(ex, row.id, today),
    deps.taskAuction(ex, row.id),
  ]);
  return {
    ...fields,
    budget: row.budget === null ? null : row.budget / 100,
    ...currenciesOf(row),
    sealed: Boolean(row.sealed),
    ...requirementOf(requiredOf(row)),
    opening: openingDay(row, today),
    formats,
    deliveries: deliveriesOf(deliveries),
    scoring: readWeights(scoring),
    changedBy,
    revisions,
    rounds,
    missing: missingFields(facts(row, formats.length)),
    supplierTasks,
    auction,
  };
}

/** The groups of certificate kinds the task requires (docs/product.md#certificates). */
export const requiredOf = (row: Pick<TaskRow, 'requiredCertificates'>): CertificateGroups =>
  readCertificateGroups(row.requiredCertificates);
