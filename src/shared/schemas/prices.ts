import { z } from 'zod';
import { CurrencySchema } from './currencies.ts';

/**
 * A stored format's price history (GET /api/formats/{id}/prices): every current offer and every award for a
 * tender format copied from it, oldest first, each with its price per 1,000 pieces so that tenders of
 * different quantities compare. No sealed offer before its opening, no offer made before an amendment
 * changed the formats (its quantity is not the format's any more).
 */
export const PricePointSchema = z.object({
  kind: z.enum(['offer', 'award']),
  at: z.number(),
  taskId: z.string(),
  taskName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  count: z.number().int(),
  /**
   * What `price`, `per1000`, `delivery` and `landed` are in: the tender's currency (the workspace's when it was
   * made), an offer in another converted at the tender's rate, so that the points compare (docs/product.md#currencies).
   */
  currency: CurrencySchema,
  /** In minor units, for `count` pieces. */
  price: z.number().int(),
  /** The price as the printshop quoted it, when in another currency than `currency`; null when in it. */
  quoted: z.object({ currency: CurrencySchema, price: z.number().int() }).nullable(),
  /** In minor units, of `price` alone: tenders of different quantities compare. */
  per1000: z.number().int(),
  /** The delivery cost the printshop's offer states, once for its whole order; null when none. */
  delivery: z.number().int().nullable(),
  /** `price` plus `delivery`: what this format alone would cost from that printshop (landed). */
  landed: z.number().int(),
  /** An award of the printshop's alternative: its description. */
  alternative: z.string().nullable(),
});
export type PricePoint = z.infer<typeof PricePointSchema>;

export const PriceHistorySchema = z.object({
  format: z.object({ id: z.string(), title: z.string() }),
  items: z.array(PricePointSchema),
});
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

/** What earlier tenders say about a format's price, per 1,000 pieces, beside today's offers. */
export const ReferencePriceSchema = z.object({
  /** The stored format the task format was copied from. */
  formatId: z.string(),
  /** The task format. */
  id: z.string(),
  /** The last award in another tender, per 1,000 pieces, in cents, and when. */
  lastAward: z.object({ per1000: z.number().int(), at: z.number() }).nullable(),
  /** The median per 1,000 of the offers in other tenders of the last 365 days, in cents; null without any. */
  medianYear: z.number().int().nullable(),
  /** How many offers that median is of. */
  offersYear: z.number().int(),
});
export type ReferencePrice = z.infer<typeof ReferencePriceSchema>;
