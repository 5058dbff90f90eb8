import { describe, expect, it } from 'vitest';
import { DeclineBodySchema, QuestionBodySchema } from '../../shared/schemas/questions.ts';
import { checkText, QUESTION_MAX, REASON_MAX } from './text-limits.ts';

describe('questions and decline reasons before sending', () => {
  it('needs some text and counts it trimmed, as the server does', () => {
    expect(checkText('', QUESTION_MAX)).toBe('required');
    expect(checkText(' \n ', QUESTION_MAX)).toBe('required');
    expect(checkText(`  ${'x'.repeat(QUESTION_MAX)}\n`, QUESTION_MAX)).toBeNull();
    expect(checkText('x'.repeat(QUESTION_MAX + 1), QUESTION_MAX)).toBe('tooLong');
  });

  it('has the server’s limits', () => {
    const fits = (schema: typeof QuestionBodySchema | typeof DeclineBodySchema, value: string) =>
      schema.safeParse({ text: value, reason: value }).success;
    expect(fits(QuestionBodySchema, 'x'.repeat(QUESTION_MAX))).toBe(true);
    expect(fits(QuestionBodySchema, 'x'.repeat(QUESTION_MAX + 1))).toBe(false);
    expect(fits(DeclineBodySchema, 'x'.repeat(REASON_MAX))).toBe(true);
    expect(fits(DeclineBodySchema, 'x'.repeat(REASON_MAX + 1))).toBe(false);
  });
});
