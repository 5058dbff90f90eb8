import type { Migration } from 'kysely';
import { mailOutbox } from './001-mail-outbox.ts';
import { masterData } from './002-master-data.ts';
import { tasks } from './003-tasks.ts';
import { offers } from './004-offers.ts';
import { listIndexes } from './005-list-indexes.ts';
import { openTasksIndex } from './006-open-tasks-index.ts';
import { quantityScales } from './007-quantity-scales.ts';
import { taskLifecycle } from './008-task-lifecycle.ts';
import { talk } from './009-talk.ts';
import { taskEvents } from './010-task-events.ts';
import { mailAttachments } from './011-mail-attachments.ts';
import { records } from './012-records.ts';
import { rateLimits } from './013-rate-limits.ts';
import { buyingCompany } from './014-buying-company.ts';
import { taskSearch } from './015-task-search.ts';
import { liveStreams } from './016-live-streams.ts';
import { mailCounts } from './017-mail-counts.ts';
import { rankSnapshots } from './018-rank-snapshots.ts';
import { notifications } from './019-notifications.ts';
import { mailBounces } from './020-mail-bounces.ts';
import { deliveries } from './021-deliveries.ts';
import { certificates } from './022-certificates.ts';
import { awardApproval } from './023-award-approval.ts';
import { formatRevisions } from './024-format-revisions.ts';
import { pendingAttachments } from './025-pending-attachments.ts';
import { keptAwards } from './026-kept-awards.ts';
import { orders } from './027-orders.ts';
import { currencies } from './029-currencies.ts';
import { taskCopies } from './030-task-copies.ts';
import { formatSpecs } from './031-format-specs.ts';
import { formatVersions } from './032-format-versions.ts';
import { taskDeliveries } from './033-task-deliveries.ts';
import { orderJobs } from './034-order-jobs.ts';
import { scoring } from './035-scoring.ts';
import { spendIndex } from './036-spend-index.ts';
import { rounds } from './037-rounds.ts';
import { spendFigures } from './038-spend-figures.ts';
import { auctions } from './039-auctions.ts';

/** Every migration, in order. Names never change once released. */
export const migrations: Record<string, Migration> = {
  '001-mail-outbox': mailOutbox,
  '002-master-data': masterData,
  '003-tasks': tasks,
  '004-offers': offers,
  '005-list-indexes': listIndexes,
  '006-open-tasks-index': openTasksIndex,
  '007-quantity-scales': quantityScales,
  '008-task-lifecycle': taskLifecycle,
  '009-talk': talk,
  '010-task-events': taskEvents,
  '011-mail-attachments': mailAttachments,
  '012-records': records,
  '013-rate-limits': rateLimits,
  '014-buying-company': buyingCompany,
  '015-task-search': taskSearch,
  '016-live-streams': liveStreams,
  '017-mail-counts': mailCounts,
  '018-rank-snapshots': rankSnapshots,
  '019-notifications': notifications,
  '020-mail-bounces': mailBounces,
  '021-deliveries': deliveries,
  '022-certificates': certificates,
  '023-award-approval': awardApproval,
  '024-format-revisions': formatRevisions,
  '025-pending-attachments': pendingAttachments,
  '026-kept-awards': keptAwards,
  '027-orders': orders,
  '029-currencies': currencies,
  '030-task-copies': taskCopies,
  '031-format-specs': formatSpecs,
  '032-format-versions': formatVersions,
  '033-task-deliveries': taskDeliveries,
  '034-order-jobs': orderJobs,
  '035-scoring': scoring,
  '036-spend-index': spendIndex,
  '037-rounds': rounds,
  '038-spend-figures': spendFigures,
  '039-auctions': auctions,
};
