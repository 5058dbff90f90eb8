import { z } from 'zod';

/** Every error the API answers has this shape; `code` lets the UI pick a translated text. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
