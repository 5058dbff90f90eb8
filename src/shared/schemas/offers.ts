import { z } from 'zod';
import { SupplierLanguageSchema } from '../languages.ts';
import { MAX_CENTS, parseEuros } from '../money.ts';
import { MAX_SCALES } from '../quantities.ts';
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

const cents = z.number().int();
const ScaleSchema = z.object({ count: z.number().int(), price: cents });

/** A printshop's alternative to a format ("115 g instead of 135 g"): shown beside its offer, never ranked. */
const AlternativeSchema = z.object({ description: z.string(), price: cents, scales: z.array(ScaleSchema) });

/**
 * A printshop's prices for one format, in cents: for its count (what ranks), for further quantities, per
 * additional 1,000 pieces, and perhaps an alternative.
 */
export const PriceEntrySchema = z.object({
  id: z.string(),
  price: cents,
  scales: z.array(ScaleSchema),
  runOnPer1000: cents.nullable(),
  alternative: AlternativeSchema.nullable(),
});
export type PriceEntry = z.infer<typeof PriceEntrySchema>;

/** A printshop's print terms and its own quote, stated with its offer. */
export const TermsSchema = z.object({
  /** Overs and unders tolerance, ± percent of the quantity. */
  oversPercent: z.number().nullable(),
  /** The price per 1,000 overs, in cents. */
  oversPer1000: cents.nullable(),
  /** How many days the offer is valid from its submission. */
  validDays: z.number().int().nullable(),
  quoteNumber: z.string(),
  /** A paper price clause, the proof type, … */
  note: z.string(),
});
export type Terms = z.infer<typeof TermsSchema>;

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
      counts: z.array(z.number().int()),
      runOn: z.boolean(),
      weight: z.string(),
      personalisation: z.string(),
      description: z.string(),
    }),
  ),
});

export const PubOfferSchema = z.object({
  task: PubTaskSchema,
  supplier: z.object({ id: z.string(), name: z.string(), language: SupplierLanguageSchema }),
  /** The supplier's current offer: prices in cents per format id (null before the first offer). */
  supplierTask: z.object({
    formats: z.array(PriceEntrySchema.extend({ price: cents.nullable() })),
    sum: z.number().int().nullable(),
    submittedAt: z.number().nullable(),
    terms: TermsSchema.nullable(),
  }),
  position: z.number().int(),
  percentage: z.number().int(),
});
export type PubOffer = z.infer<typeof PubOfferSchema>;

const ScaleInputSchema = z.object({ count: z.number().int(), price: PriceSchema });
const ScalesInputSchema = z.array(ScaleInputSchema).max(MAX_SCALES, issue('tooMany', { max: MAX_SCALES }));
const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));

/** A submission: the spec's `{ id, price }` per format, perhaps with scales, run-on, an alternative and terms. */
export const OfferBodySchema = z.object({
  formats: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        price: PriceSchema,
        scales: ScalesInputSchema.optional(),
        runOnPer1000: PriceSchema.optional(),
        alternative: z
          .object({
            description: text(500).min(1, issue('required')),
            price: PriceSchema,
            scales: ScalesInputSchema.optional(),
          })
          .optional(),
      }),
    )
    .min(1, issue('priceMissing'))
    .max(50, issue('tooMany', { max: 50 })),
  terms: z
    .object({
      oversPercent: z
        .number()
        .min(0, issue('notNegative'))
        .max(100, issue('tooLarge', { max: 100 }))
        .optional(),
      oversPer1000: PriceSchema.optional(),
      validDays: z
        .number()
        .int(issue('wholeNumber'))
        .min(1, issue('tooSmall', { min: 1 }))
        .max(3650, issue('tooLarge', { max: 3650 }))
        .optional(),
      quoteNumber: text(100).optional(),
      note: text(2000).optional(),
    })
    .optional(),
});
export type OfferBody = z.input<typeof OfferBodySchema>;

const Lowest = z.object({ id: z.string(), price: cents });

/**
 * The staff's comparison: printshops × formats with every quantity, the lowest price per format and
 * quantity, each offer's terms (flagged when it is valid for less long than the award is planned) and history.
 */
export const ComparisonSchema = z.object({
  formats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      count: z.number().int(),
      counts: z.array(z.number().int()),
      runOn: z.boolean(),
    }),
  ),
  /** The lowest price for each format's count. */
  lowest: z.array(Lowest),
  /** The lowest price for each further quantity. */
  lowestScales: z.array(Lowest.extend({ count: z.number().int() })),
  lowestRunOn: z.array(Lowest),
  offers: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      deleted: z.boolean(),
      sum: z.number().int(),
      prices: z.array(PriceEntrySchema),
      terms: TermsSchema.nullable(),
      /** The last day the offer holds (YYYY-MM-DD), when the printshop said how long. */
      validUntil: z.string().nullable(),
      /** It holds for less long than the award is planned (the task's award date, else its deadline). */
      expiresEarly: z.boolean(),
      submittedAt: z.number(),
      history: z.array(z.object({ at: z.number(), sum: z.number().int(), prices: z.array(PriceEntrySchema) })),
    }),
  ),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** Award per format: each of the task's formats once, to a printshop's offer, at a quantity, or its alternative. */
export const AwardBodySchema = z.object({
  awards: z
    .array(
      z.object({
        formatId: z.string().min(1).max(100),
        supplierId: z.string().min(1).max(100),
        /** An asked quantity, or the count plus whole thousands at the run-on price; the count when absent. */
        count: z
          .number()
          .int(issue('wholeNumber'))
          .min(1, issue('tooSmall', { min: 1 }))
          .optional(),
        /** The printshop's alternative instead of its main offer. */
        alternative: z.boolean().default(false),
      }),
    )
    .min(1, issue('required'))
    .max(50, issue('tooMany', { max: 50 })),
});
export type AwardBody = z.infer<typeof AwardBodySchema>;

export const AcceptParamsSchema = z.object({
  taskId: z.string().min(1).max(100),
  supplierId: z.string().min(1).max(100),
});
