import { describe, expect, it } from 'vitest';
import { checkText, QUESTION_MAX, REASON_MAX, TERM_LIMITS, termFits } from './limits.ts';
import { OfferBodySchema } from './schemas/offers.ts';
import { DeclineBodySchema, QuestionBodySchema } from './schemas/questions.ts';

describe('questions and decline reasons before sending', () => {
  it('needs some text and counts it trimmed, as the server does', () => {
    expect(checkText('', QUESTION_MAX)).toBe('required');
    expect(checkText(' \n ', QUESTION_MAX)).toBe('required');
    expect(checkText(`  ${'x'.repeat(QUESTION_MAX)}\n`, QUESTION_MAX)).toBeNull();
    expect(checkText('x'.repeat(QUESTION_MAX + 1), QUESTION_MAX)).toBe('tooLong');
  });

  it('takes what the server takes', () => {
    for (const [schema, max] of [
      [QuestionBodySchema, QUESTION_MAX],
      [DeclineBodySchema, REASON_MAX],
    ] as const) {
      for (const text of ['', ' ', 'x', ` ${'x'.repeat(max)} `, 'x'.repeat(max + 1)]) {
        expect(schema.safeParse({ text, reason: text }).success).toBe(checkText(text, max) === null);
      }
    }
  });
});

describe('the terms of an offer', () => {
  it('keep the limits the server checks', () => {
    const values = [-1, 0, 0.5, 1, 7.5, 30, 99, 100, 100.5, 101, 364, 365, 366, 3649, 3650, 3651];
    for (const term of Object.keys(TERM_LIMITS) as (keyof typeof TERM_LIMITS)[]) {
      for (const n of values) {
        const body = { formats: [{ id: 'f', price: 1 }], terms: { [term]: n } };
        expect(OfferBodySchema.safeParse(body).success, `${term} ${n}`).toBe(termFits(term, n));
      }
    }
  });
});
