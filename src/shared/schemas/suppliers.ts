import { z } from 'zod';
import { ContactInputSchema, ContactSchema, ContactUpdateSchema } from './contact.ts';

export const SupplierInputSchema = ContactInputSchema;
export type SupplierInput = z.infer<typeof SupplierInputSchema>;

export const SupplierUpdateSchema = ContactUpdateSchema;

export const SupplierSchema = ContactSchema;
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierListSchema = z.object({ items: z.array(SupplierSchema) });
