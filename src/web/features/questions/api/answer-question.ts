import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { QuestionSchema, type AnswerBodySchema } from '../../../../shared/schemas/questions.ts';
import { api } from '../../../lib/api-client.ts';
import { taskQueryKey } from '../../../api/get-task.ts';

type Answering = { taskId: string; questionId: string; body: z.input<typeof AnswerBodySchema> };

/**
 * Answers a question, which comes back answered: published to every invited printshop without the asker's
 * name, or to the asker alone.
 */
export const answerQuestion = ({ taskId, questionId, body }: Answering) =>
  api.post(`/tasks/${encodeURIComponent(taskId)}/questions/${encodeURIComponent(questionId)}`, QuestionSchema, body);

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    // The questions, and the mail log with the answer's mails.
    onSuccess: (_, { taskId }) => queryClient.invalidateQueries({ queryKey: taskQueryKey(taskId) }),
  });
}
