// What other modules may use of the files module (docs/decisions/010): a task's documents as printshops see
// them (their pages, the invitation mail, the preview) with their signed download links.
export { previewDocuments, pubDocuments } from './file-link.ts';
export { findTaskDocuments, type TaskDocument } from './files.queries.ts';
export { contentDisposition } from './file-names.ts';
