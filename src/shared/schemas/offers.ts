import { z } from 'zod';
import { LanguageSchema } from '../languages.ts';
import { MAX_CENTS, parseEuros } from '../money.ts';
import { issue } from '../validation.ts';
import { TaskStateSchema } from './tasks.ts';

/** A price in the API: a number or a decimal string; parsed to cents. */
export const PriceSchema = z.union([z.number(), z.string().max(30)]).transform((v, ctx) => {
  const cents = parseEuros(v);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: issue('price') });
    return z.NEVER;
  }
  if (cents > MAX_CENTS) {
    ctx.addIssue({ code: 'custom', message: issue('tooLarge', { max: MAX_CENTS / 100 }) });
    return z.NEVER;
  }
  return cents;
});

export const PubParamsSchema = z.object({ taskId: z.string().min(1).max(100), supplierId: z.string().min(1).max(100) });

export const PriceEntrySchema = z.object({ id: z.string(), price: z.number().int() });
export type PriceEntry = z.infer<typeof PriceEntrySchema>;

/** What a supplier sees of a task: its formats with the texts of the supplier's language. */
export const PubTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string(),
  address: z.string(),
  deliveryDate: z.string().nullable(),
  deadlineDate: z.string().nullable(),
  state: TaskStateSchema,
  /** Offers are taken: state below 99 and the deadline day not over (workspace time zone). */
  open: z.boolean(),
  formats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      format: z.string(),
      color: z.string(),
      perforation: z.string(),
      fold: z.string(),
      count: z.number().int(),
      weight: z.string(),
      personalisation: z.string(),
      description: z.string(),
    }),
  ),
});

export const PubOfferSchema = z.object({
  task: PubTaskSchema,
  supplier: z.object({ id: z.string(), name: z.string(), language: LanguageSchema }),
  /** The supplier's current offer: prices in cents per format id. */
  supplierTask: z.object({
    formats: z.array(z.object({ id: z.string(), price: z.number().int().nullable() })),
    sum: z.number().int().nullable(),
    submittedAt: z.number().nullable(),
  }),
  position: z.number().int(),
  percentage: z.number().int(),
});
export type PubOffer = z.infer<typeof PubOfferSchema>;

export const OfferBodySchema = z.object({
  formats: z
    .array(z.object({ id: z.string().min(1).max(100), price: PriceSchema }))
    .min(1, issue('priceMissing'))
    .max(50, issue('tooMany', { max: 50 })),
});
export type OfferBody = z.input<typeof OfferBodySchema>;

/** The staff's comparison: suppliers x formats, the lowest price per format, each offer's history. */
export const ComparisonSchema = z.object({
  formats: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int() })),
  lowest: z.array(PriceEntrySchema),
  offers: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      deleted: z.boolean(),
      sum: z.number().int(),
      prices: z.array(PriceEntrySchema),
      submittedAt: z.number(),
      history: z.array(z.object({ at: z.number(), sum: z.number().int(), prices: z.array(PriceEntrySchema) })),
    }),
  ),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const AcceptParamsSchema = z.object({
  taskId: z.string().min(1).max(100),
  supplierId: z.string().min(1).max(100),
});
