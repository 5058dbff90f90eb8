import { z } from 'zod';
import { CertificatesSchema } from './certificates.ts';
import { ContactInputSchema, ContactSchema, ContactUpdateSchema } from './contact.ts';

/** A printshop: a contact with the certificates it holds (docs/product.md#certificates). */
export const SupplierInputSchema = ContactInputSchema.extend({ certificates: CertificatesSchema.default([]) });
export type SupplierInput = z.infer<typeof SupplierInputSchema>;

/** Absent `certificates` stay; given, they replace the list (an empty one too). */
export const SupplierUpdateSchema = ContactUpdateSchema.extend({ certificates: CertificatesSchema.optional() });
export type SupplierUpdate = z.infer<typeof SupplierUpdateSchema>;

export const SupplierSchema = ContactSchema.extend({
  certificates: z.array(z.object({ kind: z.string(), number: z.string(), validUntil: z.string() })),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierListSchema = z.object({ items: z.array(SupplierSchema) });
