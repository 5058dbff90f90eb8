import { z } from 'zod';
import { issue } from '../validation.ts';
import { IsoDateSchema } from './tasks.ts';

/** The most printshops a final round may name (a long list is no shortlist, but the API does not judge). */
export const MAX_ROUND_SUPPLIERS = 500;

/**
 * A best-and-final round (docs/product.md#rounds): the printshops chosen among those with offers, its deadline,
 * and the buyer's message to them. Opening it closes the round before at once.
 */
export const RoundBodySchema = z.object({
  suppliers: z
    .array(z.string().min(1).max(64))
    .min(1, issue('required'))
    .max(MAX_ROUND_SUPPLIERS, issue('tooMany', { max: MAX_ROUND_SUPPLIERS })),
  deadlineDate: IsoDateSchema,
  message: z
    .string()
    .trim()
    .max(4000, issue('tooLong', { max: 4000 }))
    .default(''),
});
export type RoundBody = z.infer<typeof RoundBodySchema>;
