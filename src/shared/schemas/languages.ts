import { z } from 'zod';
import { STAFF_LANGUAGES, LANGUAGES } from '../languages.ts';

/** Staff UI, users and companies speak one of these. */
export const StaffLanguageSchema = z.enum(STAFF_LANGUAGES);

/** Printshops read one of these: English, German, Slovak. */
export const LanguageSchema = z.enum(LANGUAGES);
