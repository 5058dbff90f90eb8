import { z } from 'zod';
import { LanguageSchema } from './languages.ts';
import { issue } from '../validation.ts';
import { RecordVersionSchema } from './common.ts';

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));

/** The fields a supplier (printshop) and a company share; a company speaks English or German only. */
export const ContactInputSchema = z.object({
  name: text(200).min(1, issue('required')),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, issue('required'))
    .pipe(z.email(issue('email')).max(254, issue('tooLong', { max: 254 }))),
  contactPerson: text(200).default(''),
  address: text(1000).default(''),
  vatNumber: text(50).default(''),
  accountNumber: text(50).default(''),
  language: LanguageSchema.default('de'),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/** An update names the version it was made on (optional: the spec's clients send none). */
export const ContactUpdateSchema = ContactInputSchema.extend({ version: RecordVersionSchema.optional() });
export type ContactUpdate = z.infer<typeof ContactUpdateSchema>;

export const ContactSchema = ContactInputSchema.extend({ id: z.string(), version: z.number().int() });
export type Contact = z.infer<typeof ContactSchema>;
