import { z } from 'zod';
import { ContactInputSchema, ContactSchema } from './contact.ts';

export const CompanyInputSchema = ContactInputSchema;
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

export const CompanySchema = ContactSchema;
export type Company = z.infer<typeof CompanySchema>;

/** The spec updates a company by `POST /companies` with its id in the body. */
export const CompanyUpdateSchema = ContactInputSchema.extend({ id: z.string().min(1).max(100) });
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

export const CompanyListSchema = z.object({ items: z.array(CompanySchema) });
