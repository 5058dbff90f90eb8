import { z } from 'zod';
import { issue } from '../validation.ts';
import { StaffLanguageSchema } from './languages.ts';
import { ContactInputSchema, ContactSchema, ContactUpdateSchema } from './contact.ts';

const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));

/** What an order says of its buyer besides its address (docs/product.md#orders). */
export const commercialFields = {
  invoiceAddress: text(1000),
  /** As the order prints it, e.g. "30 days net, 2 % within 10 days". */
  paymentTerms: text(500),
  /** Before "<year>-<sequence>" in the buyer's order numbers, and so in the PDF's file name; '' for none. */
  orderNumberPrefix: text(20).regex(/^[A-Za-z0-9._-]*$/, issue('orderPrefix')),
};

export const CompanyInputSchema = ContactInputSchema.extend({
  language: StaffLanguageSchema.default('de'),
  invoiceAddress: commercialFields.invoiceAddress.default(''),
  paymentTerms: commercialFields.paymentTerms.default(''),
  orderNumberPrefix: commercialFields.orderNumberPrefix.default('PO-'),
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;

/** A company receives no mail from us: no bounce mark. */
export const CompanySchema = ContactSchema.omit({ bouncedAt: true }).extend({
  invoiceAddress: z.string(),
  paymentTerms: z.string(),
  orderNumberPrefix: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

/** The spec updates a company by `POST /companies` with its id in the body; the fields left out stay. */
export const CompanyUpdateSchema = ContactUpdateSchema.extend({
  id: z.string().min(1).max(100),
  language: StaffLanguageSchema.optional(),
  invoiceAddress: commercialFields.invoiceAddress.optional(),
  paymentTerms: commercialFields.paymentTerms.optional(),
  orderNumberPrefix: commercialFields.orderNumberPrefix.optional(),
});
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

export const CompanyListSchema = z.object({ items: z.array(CompanySchema) });
