// What other modules may use of the files module (docs/decisions/010): a task's documents as printshops see
// them (their pages, the invitation mail, the preview) with their signed download links.
export { previewDocuments, pubDocuments } from './file-link.ts';
export { findTaskDocuments, type TaskDocument } from './files.queries.ts';
// The rule names of documents follow, for any file the app serves under a name people typed (an export's).
export { cleanName, contentDisposition } from './file-names.ts';
// A file stored beside a task's documents (a printshop's proof, modules/orders): taken through the same upload
// checks, read and served as documents are.
export { bytesOf } from './files.service.ts';
export { sendFile } from './file-reply.ts';
export { receive } from './upload.ts';
export { takeUploads } from './upload-parts.ts';
