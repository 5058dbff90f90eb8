import { z } from 'zod';

const QuantitiesSchema = z.object({ count: z.number(), counts: z.array(z.number()), runOn: z.boolean() });
export type Quantities = z.infer<typeof QuantitiesSchema>;

/** One thing an amendment changed, old -> new: a field, or a format added, removed, re-quantified or re-specified. */
export const ChangeSchema = z.discriminatedUnion('field', [
  z.object({
    field: z.enum(['deadlineDate', 'deliveryDate', 'address', 'note']),
    old: z.string().nullable(),
    new: z.string().nullable(),
  }),
  z.object({
    field: z.literal('format'),
    formatId: z.string(),
    title: z.string(),
    change: z.enum(['added', 'removed', 'quantities', 'spec']),
    old: QuantitiesSchema.nullable(),
    new: QuantitiesSchema.nullable(),
  }),
  /** A document added to or removed from a sent tender. */
  z.object({
    field: z.literal('document'),
    fileId: z.string(),
    name: z.string(),
    change: z.enum(['added', 'removed']),
  }),
]);
export type Change = z.infer<typeof ChangeSchema>;

/** A numbered revision of a sent task: who changed what, and the message the printshops got. */
export const RevisionSchema = z.object({
  number: z.number().int(),
  message: z.string(),
  changes: z.array(ChangeSchema),
  /** Formats or quantities changed: offers made before must be confirmed. */
  pricesChanged: z.boolean(),
  by: z.string(),
  createdAt: z.number(),
});
export type Revision = z.infer<typeof RevisionSchema>;
