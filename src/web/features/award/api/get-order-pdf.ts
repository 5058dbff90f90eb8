/** A winner's order as a PDF, the one its order mail carried: a download link, not a query. */
export const orderPdfHref = (taskId: string, supplierId: string) =>
  `/api/tasks/${encodeURIComponent(taskId)}/orders/${encodeURIComponent(supplierId)}.pdf`;
