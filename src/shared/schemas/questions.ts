import { z } from 'zod';
import { ANSWER_MAX, QUESTION_MAX, REASON_MAX } from '../limits.ts';
import { issue } from '../validation.ts';

const text = (max: number) => z.string().trim().min(1, issue('required')).max(max, issue('tooLong', { max }));

/** `PUT /api/pub/tasks/{taskId}/{supplierId}/questions`: a printshop asks. */
export const QuestionBodySchema = z.object({ text: text(QUESTION_MAX) });

/** `POST /api/tasks/{id}/questions/{questionId}`: published goes to every invited printshop (without the asker), else to the asker alone. */
export const AnswerBodySchema = z.object({ answer: text(ANSWER_MAX), publish: z.boolean() });

export const QuestionParamsSchema = z.object({
  id: z.string().min(1).max(100),
  questionId: z.string().min(1).max(100),
});

/** A question as staff see it: who asked, and the answer once given. */
export const QuestionSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  text: z.string(),
  askedAt: z.number(),
  answer: z.string().nullable(),
  published: z.boolean(),
  /** Who answered (a name). */
  answeredBy: z.string().nullable(),
  answeredAt: z.number().nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** `GET /api/tasks/{id}/questions`, oldest first. */
export const QuestionListSchema = z.object({ items: z.array(QuestionSchema) });

/** A question as a printshop's page shows it: published ones of anyone (never naming the asker), and its own. */
export const PubQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  askedAt: z.number(),
  answer: z.string().nullable(),
  answeredAt: z.number().nullable(),
  published: z.boolean(),
  /** Asked by this printshop. */
  own: z.boolean(),
});
export type PubQuestion = z.infer<typeof PubQuestionSchema>;

/** `POST /api/pub/tasks/{taskId}/{supplierId}/decline`: a no-bid with its reason; an offer later undoes it. */
export const DeclineBodySchema = z.object({ reason: text(REASON_MAX) });

/** A no-bid as staff and the printshop see it. */
export const DeclinedSchema = z.object({ reason: z.string(), at: z.number() });
