import { z } from 'zod';

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** The body of a 204 answer. */
export const NoContentSchema = z.null().describe('No content');
