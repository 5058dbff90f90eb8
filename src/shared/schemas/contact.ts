import { z } from 'zod';
import { LanguageSchema } from './languages.ts';
import { issue } from '../validation.ts';
import { RecordVersionSchema } from './common.ts';

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));

/** ISO 3166 alpha-2 in upper case, or '' (unknown: the VAT number's prefix tells it, src/shared/tax.ts). */
export const CountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, issue('country'));

const contactFields = {
  name: text(200).min(1, issue('required')),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, issue('required'))
    .pipe(z.email(issue('email')).max(254, issue('tooLong', { max: 254 }))),
  contactPerson: text(200),
  address: text(1000),
  vatNumber: text(50),
  accountNumber: text(50),
  language: LanguageSchema,
  country: CountrySchema,
};

/** The fields a supplier (printshop) and a company share; a company speaks English or German only. */
export const ContactInputSchema = z.object({
  ...contactFields,
  contactPerson: contactFields.contactPerson.default(''),
  address: contactFields.address.default(''),
  vatNumber: contactFields.vatNumber.default(''),
  accountNumber: contactFields.accountNumber.default(''),
  language: contactFields.language.default('de'),
  country: contactFields.country.default(''),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/**
 * An update changes the fields it names and keeps the others; it names the version it was made on (optional:
 * the spec's clients send none).
 */
export const ContactUpdateSchema = z
  .object(contactFields)
  .partial()
  .extend({ version: RecordVersionSchema.optional() });
export type ContactUpdate = z.infer<typeof ContactUpdateSchema>;

export const ContactSchema = ContactInputSchema.extend({
  id: z.string(),
  version: z.number().int(),
  /** When the last mail to this address bounced (a printshop); null: none since the address was set. */
  bouncedAt: z.number().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;
