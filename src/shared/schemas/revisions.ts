import { z } from 'zod';
import { CurrencySchema } from './currencies.ts';
import { DeliverySchema } from './delivery-split.ts';
import { LanguageSchema } from './languages.ts';

const QuantitiesSchema = z.object({ count: z.number(), counts: z.array(z.number()), runOn: z.boolean() });
export type Quantities = z.infer<typeof QuantitiesSchema>;

/** What a printshop prices besides the quantities; the last three are texts written in each of its languages. */
export const SPEC_FIELDS = ['title', 'format', 'color', 'perforation', 'fold'] as const;
export const SPEC_TEXTS = ['weight', 'personalisation', 'description'] as const;

/**
 * One spec field of a format, old -> new; a text names its language, as each printshop reads only its own. A
 * text in another language than the task's is a `translation` (docs/product.md#amendments): revisions stored
 * before translations were told apart have none.
 */
const SpecFieldChangeSchema = z.object({
  name: z.enum([...SPEC_FIELDS, ...SPEC_TEXTS, 'spec']),
  language: LanguageSchema.optional(),
  translation: z.literal(true).optional(),
  old: z.string(),
  new: z.string(),
  /**
   * A structured spec's change (name 'spec', `old` and `new` empty): its lines old → new in each printshop
   * language, rendered when it was made (shared/spec-lines.ts), so that neither page carries the vocabulary.
   */
  lines: z.object({ en: z.array(z.string()), de: z.array(z.string()), sk: z.array(z.string()) }).optional(),
});
export type SpecFieldChange = z.infer<typeof SpecFieldChangeSchema>;

/**
 * One thing an amendment changed, old -> new: a field, a format added, removed, re-quantified or re-specified, a
 * rate or the accepted currencies, the delivery addresses, or a document.
 */
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
    /** A 'spec' change's fields, old -> new; revisions stored before they were named have none. */
    fields: z.array(SpecFieldChangeSchema).optional(),
  }),
  /**
   * A rate of the task changed or was set for a currency newly accepted (old null): the task's currency
   * (`taskCurrency`) per unit of `currency`. Offers stay current; they are weighed at the new rate at once.
   */
  z.object({
    field: z.literal('rate'),
    currency: CurrencySchema,
    taskCurrency: CurrencySchema,
    old: z.number().nullable(),
    new: z.number(),
  }),
  /** The currencies printshops may quote in, old -> new: an amendment adds, it drops none. */
  z.object({ field: z.literal('currencies'), old: z.array(CurrencySchema), new: z.array(CurrencySchema) }),
  /**
   * The delivery addresses, old -> new, each with its date and counts per format; `formats` names the formats
   * they count, as titled then. Offers stay current: the delivery cost covers every address.
   */
  z.object({
    field: z.literal('deliveries'),
    old: z.array(DeliverySchema),
    new: z.array(DeliverySchema),
    formats: z.array(z.object({ id: z.string(), title: z.string() })),
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
  /** Formats, quantities or the spec changed (not a translation alone): offers made before must be confirmed. */
  pricesChanged: z.boolean(),
  by: z.string(),
  createdAt: z.number(),
});
export type Revision = z.infer<typeof RevisionSchema>;
