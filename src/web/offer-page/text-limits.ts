/**
 * The longest question and decline reason the server takes (QuestionBodySchema, DeclineBodySchema in
 * src/shared/schemas/questions.ts; that file brings zod, which this page does not bundle). It counts after
 * trimming, as the server does.
 */
export const QUESTION_MAX = 2000;
export const REASON_MAX = 1000;

export type TextProblem = 'required' | 'tooLong';

/** What is wrong with a typed text before it is sent, or null. */
export function checkText(text: string, max: number): TextProblem | null {
  const length = text.trim().length;
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : null;
}
