import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmendBody, CancelBody } from '../../../../shared/schemas/amend.ts';
import type { RoundBody } from '../../../../shared/schemas/rounds.ts';
import { TaskSchema, type Task } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey, tasksQueryKey } from '../../../api/get-task.ts';

const path = (taskId: string, action: 'amend' | 'cancel' | 'rounds') =>
  `/tasks/${encodeURIComponent(taskId)}/${action}`;

/** Amends a sent task: a new revision, every invited printshop mailed; 409 TASK_CHANGED on an older version. */
export const amendTask = ({ taskId, body }: { taskId: string; body: AmendBody }) =>
  api.post(path(taskId, 'amend'), TaskSchema, body);

/** Cancels a sent task: it ends without an order, every invited printshop is told. */
export const cancelTask = ({ taskId, body }: { taskId: string; body: CancelBody }) =>
  api.post(path(taskId, 'cancel'), TaskSchema, body);

/** Opens a best-and-final round for printshops with offers; round 1 closes at once (docs/product.md#rounds). */
export const openRound = ({ taskId, body }: { taskId: string; body: RoundBody }) =>
  api.post(path(taskId, 'rounds'), TaskSchema, body);

function useTaskChange<B>(change: (args: { taskId: string; body: B }) => Promise<Task>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      // The task's offers (its comparison) may have changed with it: a round closes the one before.
      void queryClient.invalidateQueries({ queryKey: [...taskQueryKey(task.id), 'offers'] });
      return queryClient.invalidateQueries({ queryKey: tasksQueryKey });
    },
  });
}

export const useAmendTask = () => useTaskChange(amendTask);
export const useCancelTask = () => useTaskChange(cancelTask);
export const useOpenRound = () => useTaskChange(openRound);
