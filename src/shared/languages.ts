import { z } from 'zod';
import { LANGUAGES } from './language-codes.ts';

/** Staff UI, users, suppliers and companies speak one of these. */
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
