import { z } from 'zod';

/** Staff UI, users, suppliers and companies speak one of these. */
export const LanguageSchema = z.enum(['en', 'de']);
export type Language = z.infer<typeof LanguageSchema>;
