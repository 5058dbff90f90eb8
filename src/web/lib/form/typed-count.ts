import { z } from 'zod';
import { parseCount } from '../../../shared/money.ts';
import { issue } from '../../../shared/validation.ts';

/** A quantity as typed, plain or grouped ("5000", "5,000", "5.000"), as a number or an issue. */
export const typedCount = z
  .string()
  .trim()
  .min(1, issue('required'))
  .transform((text, ctx) => {
    const count = parseCount(text);
    if (count === null) {
      ctx.addIssue({ code: 'custom', message: issue('wholeNumber') });
      return z.NEVER;
    }
    return count;
  });
