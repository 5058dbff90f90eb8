// What other modules may use of the suppliers module (docs/decisions/010): which required certificates the
// printshops lack for a task, and the certificates they hold (the export). The supplierCertificates table is
// this module's alone to write.
export { lackingOf } from './certificates.service.ts';
export { findCertificates } from './certificates.queries.ts';
