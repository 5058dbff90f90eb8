import { z } from 'zod';
import { LANGUAGES, SUPPLIER_LANGUAGES } from './language-codes.ts';

/** Staff UI, users and companies speak one of these. */
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

/** Printshops read one of these: English, German, Slovak. */
export const SupplierLanguageSchema = z.enum(SUPPLIER_LANGUAGES);
export type SupplierLanguage = z.infer<typeof SupplierLanguageSchema>;
