import type { OrderDocument } from '../modules/award/order.pdf.tsx';
import type { WorkbookInput } from '../modules/records/workbook.ts';

/**
 * What a worker thread makes, from plain data: it crosses to the thread by structured clone, and an order mail's
 * job waits in the mail's row as JSON until it is made (docs/decisions/027-renders-off-the-event-loop.md).
 */
export type RenderJob = { kind: 'order-pdf'; input: OrderDocument } | { kind: 'offers-xlsx'; input: WorkbookInput };
