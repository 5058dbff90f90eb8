import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderJobListSchema, ProofSchema } from '../../../../shared/schemas/orders.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { api } from '../../../lib/api-client.ts';

const taskPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;

// Below the task's key: whatever reads the task again (a live event, a resync) reads the jobs too.
export const ordersQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'orders'] as const;

/** Each winning printshop's job after the award (docs/product.md#the-job-after-the-award). */
export function useOrders(taskId: string) {
  return useQuery({
    queryKey: ordersQueryKey(taskId),
    queryFn: ({ signal }) => api.get(`${taskPath(taskId)}/orders`, OrderJobListSchema, { signal }),
  });
}

/** Where a version of a proof downloads. */
export const proofFileUrl = (taskId: string, proofId: string) =>
  `/api${taskPath(taskId)}/proofs/${encodeURIComponent(proofId)}/file`;

type Decision = { taskId: string; proofId: string } & ({ action: 'approve' } | { action: 'changes'; comment: string });

/**
 * Approves the last version of a format's proof, or asks for changes with a comment. Done or refused (a newer
 * version came, someone decided first), the task's parts read again: the jobs, the history, the dashboard's count.
 */
export function useDecideProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      api.post(
        `${taskPath(d.taskId)}/proofs/${encodeURIComponent(d.proofId)}/${d.action}`,
        ProofSchema,
        d.action === 'changes' ? { comment: d.comment } : {},
      ),
    onSettled: (_, __, { taskId }) => queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
  });
}
