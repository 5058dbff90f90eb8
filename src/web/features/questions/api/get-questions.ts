import { useQuery } from '@tanstack/react-query';
import { QuestionListSchema } from '../../../../shared/schemas/questions.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { pollUnlessLive } from '../../../api/use-live.ts';

export const questionsQueryKey = (taskId: string) => [...taskQueryKey(taskId), 'questions'] as const;

export const getQuestions = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tasks/${encodeURIComponent(taskId)}/questions`, QuestionListSchema, { signal });

/** The printshops' questions, oldest first; read again now and then while the tender is open. */
export function useQuestions(taskId: string, { watch }: { watch: boolean }) {
  return useQuery({
    queryKey: questionsQueryKey(taskId),
    queryFn: ({ signal }) => getQuestions(taskId, signal),
    select: (list) => list.items,
    refetchInterval: () => watch && pollUnlessLive(taskId),
  });
}
