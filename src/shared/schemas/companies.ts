import { z } from 'zod';
import { StaffLanguageSchema } from './languages.ts';
import { ContactInputSchema, ContactSchema, ContactUpdateSchema } from './contact.ts';

export const CompanyInputSchema = ContactInputSchema.extend({ language: StaffLanguageSchema.default('de') });

/** A company receives no mail from us: no bounce mark. */
export const CompanySchema = ContactSchema.omit({ bouncedAt: true });
export type Company = z.infer<typeof CompanySchema>;

/** The spec updates a company by `POST /companies` with its id in the body; the fields left out stay. */
export const CompanyUpdateSchema = ContactUpdateSchema.extend({
  id: z.string().min(1).max(100),
  language: StaffLanguageSchema.optional(),
});

export const CompanyListSchema = z.object({ items: z.array(CompanySchema) });
