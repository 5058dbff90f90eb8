import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { AwardChangesSchema } from './schemas/award.ts';

/**
 * Every error the API answers has this shape; `code` lets the UI pick a translated text. A request that
 * fails validation (`INVALID`) also names the `field` and the issue's `key` and `params` (validation.ts).
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  field: z.string().optional(),
  key: z.string().optional(),
  /** Facts the error's text names: numbers (counts, limits, epoch ms) as numbers, the rest as text. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** AWARD_CHANGED: what changed since the award waiting for approval was asked for, old → new per format. */
  changes: AwardChangesSchema.optional(),
});
