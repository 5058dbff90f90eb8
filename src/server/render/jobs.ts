import type { OrderDocument } from '../modules/award/order.pdf.tsx';
import type { WorkbookInput } from '../modules/records/workbook.ts';

/**
 * What a worker thread makes, from plain data, which crosses to the thread by structured clone
 * (docs/decisions/026-renders-off-the-event-loop.md).
 */
export type RenderJob = { kind: 'order-pdf'; input: OrderDocument } | { kind: 'offers-xlsx'; input: WorkbookInput };
