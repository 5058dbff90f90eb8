// What other modules may use of the suppliers module (docs/decisions/010): which required certificates the
// printshops lack for a task, the certificates they hold (the export), and marking a printshop whose last mail
// bounced. The suppliers and supplierCertificates tables are this module's alone to write.
export { lackingOf } from './certificates.service.ts';
export { findCertificates } from './certificates.queries.ts';
export { markBounced } from './suppliers.queries.ts';
