import { z } from 'zod';
import { LanguageSchema } from '../languages.ts';

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must have at most ${max} characters`);

/** The fields a supplier (printshop) and a company share. */
export const ContactInputSchema = z.object({
  name: text(200, 'Name').min(1, 'Field is required'),
  email: z.string().trim().toLowerCase().min(1, 'Field is required').pipe(z.email('E-mail must be valid').max(254, 'E-mail is too long')),
  contactPerson: text(200, 'Contact person').default(''),
  address: text(1000, 'Address').default(''),
  vatNumber: text(50, 'VAT number').default(''),
  accountNumber: text(50, 'Account number').default(''),
  language: LanguageSchema.default('de'),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactSchema = ContactInputSchema.extend({ id: z.string() });
export type Contact = z.infer<typeof ContactSchema>;
