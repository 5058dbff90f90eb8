import { z } from 'zod';
import { ScoreSchema } from './scoring.ts';
import { offerStanding, PriceEntrySchema, TermsSchema } from './offers.ts';
import { ReferencePriceSchema } from './prices.ts';
import { CurrencySchema, RatesOutSchema } from './currencies.ts';
import type { Currency } from '../currencies.ts';
import { SpecSchema } from './spec.ts';

const cents = z.number().int();
const Lowest = z.object({ id: z.string(), price: cents });

/**
 * The staff's comparison: printshops × formats with every quantity, the lowest price per format and
 * quantity, each offer's terms (flagged when it is valid for less long than the award is planned) and history.
 */
export const ComparisonSchema = z.object({
  /**
   * The task's currency (docs/product.md#currencies): `lowest`, `lowestScales`, `lowestRunOn` and each offer's `sum`
   * are in it, the offers converted at `rates`; an offer's `prices`, `terms`, `quotedSum` and history, and an award's
   * `price`, are in the offer's own `currency`, as the printshop sent them.
   */
  currency: CurrencySchema,
  /** The task's currency per unit of each other currency it accepts. */
  rates: RatesOutSchema,
  /** Sealed bids not open yet: the day they open (after the deadline day). Offers then carry no prices. */
  opening: z.string().nullable(),
  formats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      count: z.number().int(),
      counts: z.array(z.number().int()),
      runOn: z.boolean(),
      /** Its versions (docs/product.md#versions; the server always names them, [] for none): their prices count (versions − 1) version changes in every total. */
      versions: z.array(z.object({ name: z.string(), count: z.number().int() })).optional(),
      /** A price per version change is asked (the offers' prices carry it as `versionChangePrice`). */
      versionChangePrice: z.boolean().optional(),
      /** Its structured spec (docs/product.md#specification), null for a format of free texts. */
      spec: SpecSchema.nullable().optional(),
      /**
       * When an amendment added the format (epoch ms), null for one the task was sent with: an offer last sent
       * before then could not price it, and is not said to have left it out.
       */
      addedAt: z.number().nullable(),
    }),
  ),
  /**
   * Per format, the lowest landed cost at its count: an offer's count price plus its delivery cost, what that
   * format alone would cost from it (docs/product.md#comparison). `price` is the count price of that offer,
   * `landed` the cost with delivery, `supplierIds` the offers that reach it. A price in `outliers` is never lowest.
   */
  lowest: z.array(Lowest.extend({ landed: cents, supplierIds: z.array(z.string()) })),
  /** The lowest price for each further quantity: the price alone, without delivery. */
  lowestScales: z.array(Lowest.extend({ count: z.number().int() })),
  /** The lowest price per additional 1,000: the price alone, without delivery. */
  lowestRunOn: z.array(Lowest),
  /**
   * Count prices far above the others ("typo?"): at least 3× the median of the other offers' current prices for
   * that format (src/shared/lowest.ts). None is ever in `lowest`; the best total (`bestTotal` there) names those it
   * rests on, and every reader says so beside it.
   */
  outliers: z.array(z.object({ supplierId: z.string(), formatId: z.string() })),
  /** The weights the scores are by, in percent (the task's; the price alone unless set). */
  scoring: z.object({ price: z.number(), leadTime: z.number(), quality: z.number(), certificates: z.number() }),
  /** The highest score overall (null: none scored) and per format. */
  bestScore: z.object({
    total: z.number().nullable(),
    formats: z.array(z.object({ id: z.string(), total: z.number() })),
  }),
  /** Why the award went to other than the best score or the lowest price, as the buyer said; null: none given. */
  awardReason: z.string().nullable(),
  /** Once awarded: what each format was ordered as, from whom. */
  awards: z.array(
    z.object({
      formatId: z.string(),
      supplierId: z.string(),
      count: z.number().int(),
      price: cents,
      alternative: z.string().nullable(),
      /** The winner's order number (docs/product.md#orders); null for an order made before orders were numbered. */
      orderNumber: z.string().nullable(),
    }),
  ),
  offers: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      deleted: z.boolean(),
      /**
       * The landed total the offer ranks by: its current count prices and its delivery cost. While every price it
       * gave waits to be confirmed, its total as it was sent (shown apart, never lowest). Null while sealed.
       */
      sum: z.number().int().nullable(),
      /** `sum` in the offer's own currency, as the printshop's prices add up. Null while sealed. */
      quotedSum: z.number().int().nullable(),
      /** The currency of its prices and terms: the one the printshop quoted in. */
      currency: CurrencySchema,
      /** The task's currency per unit of the offer's, as `sum` was converted (1: the task's own). */
      rate: z.number(),
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
      // A price waiting to be confirmed shows under the quantity it was given for, never ranked, lowest or
      // awardable (409 OFFER_STALE); the offer's other prices rank on.
      ...offerStanding,
      /**
       * It prices every format as it is. A partial offer's missing formats show "–" (not offered) and its stale
       * ones "to confirm"; its total is never the lowest and it cannot be accepted whole. True while sealed.
       */
      complete: z.boolean(),
      submittedAt: z.number(),
      /**
       * The revisions before the current one, newest first, each in the currency it was sent in. The current
       * revision is not repeated here (its prices are `prices`): `latest` says when it was sent and its total as
       * sent. Empty while sealed.
       */
      history: z.array(
        z.object({
          at: z.number(),
          sum: z.number().int(),
          prices: z.array(PriceEntrySchema),
          currency: CurrencySchema,
        }),
      ),
      /**
       * The current revision, whose prices are `prices`: when it was sent and its total as sent (not landed, in
       * the offer's currency). Null while sealed, and when the offer's prices are not those of its newest revision,
       * which `history` then keeps whole.
       */
      latest: z.object({ at: z.number(), sum: z.number().int() }).nullable(),
      /** How many changed offers the printshop sent (its revisions; the same offer sent again is none), sealed too. */
      revisions: z.number().int(),
      /**
       * Its score by the task's weights and its parts, 0–100 (docs/product.md#scoring); null while sealed, and for a
       * partial offer or one whose prices all wait to be confirmed.
       */
      score: ScoreSchema.nullable(),
      /** Its score per format it prices (that price plus its delivery cost), for the formats it is scored in. */
      formatScores: z.array(z.object({ id: z.string(), total: z.number() })),
      /**
       * The last round the printshop is in (docs/product.md#rounds): below the task's `round`, it was left out of
       * the final round (its offer stays on record, unranked). Absent: 1.
       */
      round: z.number().int().optional(),
      /**
       * Whether it answered its final round, with an improved offer or "keep my offer"; no price, so sealed too.
       * Absent: no (or one round only).
       */
      answered: z.boolean().optional(),
      /**
       * Its offer when the round before closed, for "round 1 → round 2": its landed total in the task's currency
       * and its total as sent, in `currency`. Null (or absent) without a final round or an offer then.
       */
      earlier: z
        .object({ sum: z.number().int(), quotedSum: z.number().int(), currency: CurrencySchema })
        .nullable()
        .optional(),
    }),
  ),
  /** The task's round (docs/product.md#rounds): from 2 on, only the offers in it rank. Absent: 1. */
  round: z.number().int().optional(),
  /** For formats copied from a stored format: the last award and the year's median in other tenders, per 1,000. */
  references: z.array(ReferencePriceSchema),
  /** The printshops that declined (no-bids), with their reasons. */
  declined: z.array(z.object({ supplierId: z.string(), name: z.string(), reason: z.string(), at: z.number() })),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

type Sent = { at: number; sum: number; prices: z.infer<typeof PriceEntrySchema>[]; currency: Currency };

/** Every revision of an offer, newest first: its current one (`latest`, with the offer's prices), then `history`. */
export const allRevisions = (
  offer: Pick<Comparison['offers'][number], 'latest' | 'prices' | 'history' | 'currency'>,
): Sent[] =>
  offer.latest
    ? [{ ...offer.latest, prices: offer.prices, currency: offer.currency }, ...offer.history]
    : offer.history;
