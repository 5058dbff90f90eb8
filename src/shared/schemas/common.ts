import { z } from 'zod';

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** The body of a 204 answer. */
export const NoContentSchema = z.null().describe('No content');

/** A page of a list that grows without bound: `?offset=&limit=`; the answer's `next` is the next offset or null. */
export const PageQuerySchema = z.object({
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must not be negative').default(0),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(500, 'limit must be at most 500').default(100),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const NextSchema = z.number().int().nullable();
