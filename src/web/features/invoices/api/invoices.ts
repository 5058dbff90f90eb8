import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InvoiceListSchema, InvoiceSchema } from '../../../../shared/schemas/invoices.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';

const taskPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}/invoices`;

export const invoicesQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'invoices'] as const;

/** The task's invoices, each checked against its printshop's order. */
export function useInvoices(taskId: string) {
  return useQuery({
    queryKey: invoicesQueryKey(taskId),
    queryFn: ({ signal }) => api.get(taskPath(taskId), InvoiceListSchema, { signal }),
  });
}

/** Where an invoice's file downloads. */
export const invoiceFileUrl = (taskId: string, invoiceId: string) =>
  `/api${taskPath(taskId)}/${encodeURIComponent(invoiceId)}/file`;

/** Where the released invoices of a period download for accounting. */
export const exportUrl = (from: string, to: string, format: 'csv' | 'xlsx') =>
  `/api/invoices/export?${new URLSearchParams({ from, to, format }).toString()}`;

type Decision = { taskId: string; invoiceId: string } & ({ action: 'release' } | { action: 'dispute'; reason: string });

/** Releases an invoice, or disputes it with a reason; the task's parts read again (its invoices, its history). */
export function useDecideInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      api.post(
        `${taskPath(d.taskId)}/${encodeURIComponent(d.invoiceId)}/${d.action}`,
        InvoiceSchema,
        d.action === 'dispute' ? { reason: d.reason } : {},
      ),
    onSuccess: (_, { taskId }) => queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
  });
}
