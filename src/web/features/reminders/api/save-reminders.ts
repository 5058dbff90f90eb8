import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '../../../../shared/schemas/reminders.ts';
import { TaskSchema } from '../../../../shared/schemas/tasks.ts';
import { api } from '../../../lib/api-client.ts';
import { mailLogQueryKey, taskQueryKey } from '../../../api/get-task.ts';

/** A task's reminder settings (null: off); a sent task's planned reminders are planned anew. Answers the task. */
export const saveReminders = ({ taskId, settings }: { taskId: string; settings: ReminderSettings }) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/reminders`, TaskSchema, settings);

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminders,
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      // The mail log lists the planned reminders.
      return queryClient.invalidateQueries({ queryKey: mailLogQueryKey(task.id) });
    },
  });
}
