import { z } from 'zod';
import { weightsSum } from '../scoring.ts';
import { issue } from '../validation.ts';

const weight = z
  .number({ error: issue('wholeNumber') })
  .int(issue('wholeNumber'))
  .min(0, issue('notNegative'))
  .max(100, issue('tooLarge', { max: 100 }));

/**
 * A task's scoring weights in whole percent (docs/product.md#scoring): `{ price, leadTime, quality, certificates }`,
 * adding up to 100 (400 `INVALID`, key `weightsSum`, otherwise).
 */
export const ScoringWeightsSchema = z
  .object({ price: weight, leadTime: weight, quality: weight, certificates: weight })
  .superRefine((w, ctx) => {
    const sum = weightsSum(w);
    if (sum !== 100) ctx.addIssue({ code: 'custom', path: [], message: issue('weightsSum', { sum }) });
  });

/** An offer's score and its parts, 0–100 (src/shared/scoring.ts); null while it has no landed total to weigh. */
export const ScoreSchema = z.object({
  total: z.number(),
  price: z.number(),
  leadTime: z.number(),
  quality: z.number(),
  certificates: z.number(),
  /** Its quality is the workspace's average (or 3 of 5): the printshop has no recorded delivery yet. */
  qualityEstimated: z.boolean(),
});
