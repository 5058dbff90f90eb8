// What other modules may use of the mail module (docs/decisions/010): the mail parts every mail is built
// from, templates filled in per recipient, and the outbox's mail types. They enqueue through `deps.outbox`;
// the mails table is this module's alone, so deleting mails not yet sent is asked of it here.
export { ActionButton, Facts, MailLayout, plainText, renderHtml, Signature } from './layout.tsx';
export type { MailContent } from './outbox.ts';
export type { PendingAttachment } from './attachments.ts';
export { mailTemplate, standIns } from './template.ts';
export { deletePlannedMails, deleteQueuedMails, deleteTaskMails } from './outbox.queries.ts';
export { takeQuota } from './quota.ts';
export { findReportedMail, recordDelivery } from './delivery.queries.ts';
export { greeting } from './greeting.ts';
