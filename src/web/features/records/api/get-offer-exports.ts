/** The comparison as a download (XLSX with history and task, or CSV of the comparison alone): a link, not a query. */
export const offersExportHref = (taskId: string, kind: 'xlsx' | 'csv') =>
  `/api/tasks/${encodeURIComponent(taskId)}/offers.${kind}`;
