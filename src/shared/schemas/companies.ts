import { z } from 'zod';
import { StaffLanguageSchema } from './languages.ts';
import { RecordVersionSchema } from './common.ts';
import { ContactInputSchema, ContactSchema } from './contact.ts';

export const CompanyInputSchema = ContactInputSchema.extend({ language: StaffLanguageSchema.default('de') });

export const CompanySchema = ContactSchema;
export type Company = z.infer<typeof CompanySchema>;

/** The spec updates a company by `POST /companies` with its id in the body. */
export const CompanyUpdateSchema = CompanyInputSchema.extend({
  id: z.string().min(1).max(100),
  version: RecordVersionSchema.optional(),
});

export const CompanyListSchema = z.object({ items: z.array(CompanySchema) });
