// What other modules may use of the files module (docs/decisions/010): a task's documents as printshops see
// them (their pages, the invitation mail) with their signed download links, and the removal of a task's
// files when the task is deleted (rows in its transaction, bytes after the commit).
export { pubDocuments } from './file-link.ts';
export { deleteTaskFiles, findTaskDocuments, type TaskDocument } from './files.queries.ts';
export { discard } from '../../storage/storage.ts';
