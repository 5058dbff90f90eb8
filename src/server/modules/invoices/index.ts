// What the app uses of the invoices module (docs/decisions/010): its staff routes (the check, release, dispute,
// the export) and the printshop's (send an invoice, list its own). The invoices table is this module's alone.
export { invoicePubRoutes } from './invoices-pub.routes.ts';
export { invoiceRoutes } from './invoices.routes.ts';
