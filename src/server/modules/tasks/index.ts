// What other modules may use of the tasks module (docs/decisions/010): read a task, lock it for an action,
// record what happened to it, amend or cancel it. Everything else in this folder is its own.
export { assertTask, openTask, readTask, recordTask } from './tasks.service.ts';
export { answerTask, cancelTaskRow, reviseDocuments, reviseTask, type Amendment } from './revisions.service.ts';
export {
  findTaskById as readTaskById,
  findTaskFormats,
  findTaskRevisions,
  pricesRevisionOf,
  type TaskRow,
} from './tasks.queries.ts';
