import { z } from 'zod';
import { issue } from '../validation.ts';

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The body of a 204 answer. */
export const NoContentSchema = z.null().describe('No content');

/** A page of a list that grows without bound: `?offset=&limit=`; the answer's `next` is the next offset or null. */
export const PageQuerySchema = z.object({
  offset: z.coerce.number().int(issue('wholeNumber')).min(0, issue('notNegative')).default(0),
  limit: z.coerce
    .number()
    .int(issue('wholeNumber'))
    .min(1, issue('tooSmall', { min: 1 }))
    .max(500, issue('tooLarge', { max: 500 }))
    .default(100),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const NextSchema = z.number().int().nullable();

/**
 * The version a stored record (format, printshop, company) was read at, sent back with its update: an older
 * one is refused with 409 RECORD_CHANGED. Optional, as the spec's clients send none; bounded by the column.
 */
export const RecordVersionSchema = z.number().int().min(1).max(2_147_483_647);
