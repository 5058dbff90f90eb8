// What other modules may use of the tasks module (docs/decisions/010): read a task; change it through
// changeTask (locked for an action, the change announced after the commit); record what happened to it (a
// test mail, invitations, an accept), amend or cancel it, open a best-and-final round, and save its reminder
// settings. The tasks, taskFormats, taskRevisions and taskRounds tables are this module's alone to write.
export { changeTask, type OpenedTask } from './change-task.ts';
export { assertDeadlineOpen, assertTask, readTask, recordTask } from './tasks.service.ts';
export { requiredOf } from './task-answer.ts';
export { deliveriesOf } from './delivery-split.ts';
export { assertRates, currenciesOf, currencyOf } from './task-currencies.ts';
export { openRoundRow } from './rounds.service.ts';
export { findRoundNotes, type RoundNote } from './rounds.queries.ts';
export { answerTask, cancelTaskRow, reviseDocuments, reviseTask, type Amendment } from './revisions.service.ts';
export {
  findTaskById as readTaskById,
  findTaskFormats,
  findTaskRevisions,
  revisionOf,
  saveReminderSettings,
  type TaskRow,
} from './tasks.queries.ts';
