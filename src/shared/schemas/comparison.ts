import { z } from 'zod';
import { PriceEntrySchema, TermsSchema } from './offers.ts';
import { ReferencePriceSchema } from './prices.ts';

const cents = z.number().int();
const Lowest = z.object({ id: z.string(), price: cents });

/**
 * The staff's comparison: printshops × formats with every quantity, the lowest price per format and
 * quantity, each offer's terms (flagged when it is valid for less long than the award is planned) and history.
 */
export const ComparisonSchema = z.object({
  /** Sealed bids not open yet: the day they open (after the deadline day). Offers then carry no prices. */
  opening: z.string().nullable(),
  formats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      count: z.number().int(),
      counts: z.array(z.number().int()),
      runOn: z.boolean(),
    }),
  ),
  /**
   * Per format, the lowest landed cost at its count: an offer's count price plus its delivery cost, what that
   * format alone would cost from it (docs/product.md#comparison). `price` is the count price of that offer,
   * `landed` the cost with delivery, `supplierIds` the offers that reach it.
   */
  lowest: z.array(Lowest.extend({ landed: cents, supplierIds: z.array(z.string()) })),
  /** The lowest price for each further quantity. */
  lowestScales: z.array(Lowest.extend({ count: z.number().int() })),
  lowestRunOn: z.array(Lowest),
  /** Once awarded: what each format was ordered as, from whom. */
  awards: z.array(
    z.object({
      formatId: z.string(),
      supplierId: z.string(),
      count: z.number().int(),
      price: cents,
      alternative: z.string().nullable(),
    }),
  ),
  offers: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      deleted: z.boolean(),
      /** The total the offer ranks by: the count prices and the delivery cost. Null while sealed. */
      sum: z.number().int().nullable(),
      /** Empty while sealed. */
      prices: z.array(PriceEntrySchema),
      /**
       * The quantity each format's main price (`prices[].price`) was given for: the format's count, or for a
       * stale offer the count when it was made, which an amendment may have changed since. Empty while sealed.
       */
      pricedFor: z.array(z.object({ id: z.string(), count: z.number().int() })),
      terms: TermsSchema.nullable(),
      /** The last day the offer holds (YYYY-MM-DD), when the printshop said how long. */
      validUntil: z.string().nullable(),
      /** It holds for less long than the award is planned (the task's award date, else its deadline). */
      expiresEarly: z.boolean(),
      /** Its lead time, counted in working days from the award (or the deadline), ends after the delivery date. */
      lateDelivery: z.boolean(),
      /** Made before an amendment changed the formats and not confirmed since: shown apart, not ranked. */
      stale: z.boolean(),
      /**
       * It prices every format. A partial offer's missing formats show "–" (not offered); its total is never the
       * lowest and it cannot be accepted whole. True while sealed (not known then).
       */
      complete: z.boolean(),
      submittedAt: z.number(),
      history: z.array(z.object({ at: z.number(), sum: z.number().int(), prices: z.array(PriceEntrySchema) })),
      /** How many changed offers the printshop sent (its revisions; the same offer sent again is none), sealed too. */
      revisions: z.number().int(),
    }),
  ),
  /** For formats copied from a stored format: the last award and the year's median in other tenders, per 1,000. */
  references: z.array(ReferencePriceSchema),
  /** The printshops that declined (no-bids), with their reasons. */
  declined: z.array(z.object({ supplierId: z.string(), name: z.string(), reason: z.string(), at: z.number() })),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
