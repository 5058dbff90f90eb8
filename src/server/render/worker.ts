import type { RenderJob } from './jobs.ts';

// The worker thread's entry (pool.ts). Each kind's code loads at its first job here, never in the event loop's
// thread: react-pdf with its fonts and ExcelJS take a second or more each to load.
export default async function render(job: RenderJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'order-pdf':
      return (await import('../modules/award/order.pdf.tsx')).renderOrderPdf(job.input);
    case 'offers-xlsx':
      return (await import('../modules/records/workbook.ts')).offersWorkbook(job.input);
    default:
      // A job of a kind this code does not know (a mail's, written by another version of it): the mail is not sent.
      throw new Error(`No renderer for ${(job as { kind?: unknown }).kind}`);
  }
}
