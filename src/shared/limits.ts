/**
 * The limits of what a printshop sends, declared once: the schemas check them on the server, the supplier's
 * page before sending. No zod here: the supplier's page bundles this file (decision 008).
 */

/** The terms stated with an offer, inclusive (docs/product.md#terms-and-delivery); days are whole. */
export const TERM_LIMITS = {
  oversPercent: { min: 0, max: 100, whole: false },
  validDays: { min: 1, max: 3650, whole: true },
  leadDays: { min: 1, max: 365, whole: true },
} as const;
export type LimitedTerm = keyof typeof TERM_LIMITS;

/** Whether a stated term keeps its limits. */
export function termFits(term: LimitedTerm, n: number): boolean {
  const { min, max, whole } = TERM_LIMITS[term];
  return (!whole || Number.isInteger(n)) && n >= min && n <= max;
}

/** The longest question (docs/product.md#questions), answer and no-bid reason (#no-bids), in characters. */
export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 5000;
export const REASON_MAX = 1000;

export type TextProblem = 'required' | 'tooLong';

/** What is wrong with a typed text before it is sent, or null: counted trimmed, as the schemas count it. */
export function checkText(text: string, max: number): TextProblem | null {
  const length = text.trim().length;
  if (length === 0) return 'required';
  return length > max ? 'tooLong' : null;
}
