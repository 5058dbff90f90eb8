import { PubAuctionSchema } from './auctions.ts';
import { z } from 'zod';
import { PubOrderSchema } from './orders.ts';
import { LanguageSchema } from './languages.ts';
import { CurrencySchema } from './currencies.ts';
import { TERM_LIMITS } from '../limits.ts';
import { checkAmount, MAX_PRICE_CENTS, type PriceProblem } from '../money.ts';
import { MAX_SCALES } from '../quantities.ts';
import { issue } from '../validation.ts';
import { PubFileSchema } from './files.ts';
import { DeclinedSchema, PubQuestionSchema } from './questions.ts';
import { RevisionSchema } from './revisions.ts';
import { TaskStateSchema } from './tasks.ts';
import { DeliverySchema } from './delivery-split.ts';
import { LetterheadSchema } from './workspace.ts';

// What a price broke, as the key the supplier's page words in its language (the limit in its number format).
// A blank price is no amount to the API; `required` is for the page's empty field.
const priceIssues: Record<PriceProblem, string> = {
  required: issue('price'),
  invalid: issue('price'),
  negative: issue('priceNegative'),
  zero: issue('priceZero'),
  tooLarge: issue('priceTooLarge', { max: MAX_PRICE_CENTS / 100 }),
  decimals: issue('priceDecimals'),
};

/** A price in the API: a number or a decimal string, more than 0 and at most 10,000,000 €; parsed to cents. */
export const PriceSchema = z.union([z.number(), z.string().max(30)]).transform((v, ctx) => {
  const { cents, problem } = checkAmount(v);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: priceIssues[problem] });
    return z.NEVER;
  }
  return cents;
});

/** An amount that may be nothing (a delivery cost of 0 €: free delivery); otherwise as PriceSchema. */
export const AmountSchema = z.union([z.number(), z.string().max(30)]).transform((v, ctx) => {
  const { cents, problem } = checkAmount(v);
  if (problem === 'zero') return 0;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: priceIssues[problem] });
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
  /** The format's revision this price answers: older than the format's, it waits to be confirmed (shared/offer.ts). */
  revision: z.number().int(),
  /** The quantity `price` was given for: the format's count then (an amendment may have changed it since). */
  count: z.number().int(),
  scales: z.array(ScaleSchema),
  runOnPer1000: cents.nullable(),
  alternative: AlternativeSchema.nullable(),
  /**
   * The price per version change, when the format asks for one (docs/product.md#versions): the format costs
   * `price` plus (versions − 1) × it (shared/versions.ts). Absent or null: none asked.
   */
  versionChangePrice: cents.nullable().optional(),
  /** How many versions the format had when this price was given: the version changes count with it. */
  versions: z.number().int().optional(),
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
  /** What delivery to the task's address costs, in cents, once per offer: part of the offer's total. */
  deliveryCost: cents.nullable(),
  /** Working days from the order to the delivery. */
  leadDays: z.number().int().nullable(),
});
export type Terms = z.infer<typeof TermsSchema>;

/** Where an offer stands against the formats as they are (src/shared/offer.ts), as each of its readers says it. */
export const offerStanding = {
  /** It priced formats an amendment changed since (`staleFormats`): those prices wait to be confirmed and do not rank. */
  stale: z.boolean(),
  /** The formats it priced for an earlier revision, in the task's order, to be confirmed; empty when nothing waits. */
  staleFormats: z.array(z.string()),
};

/** What a supplier sees of a task: its formats with the texts of the supplier's language. */
export const PubTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string(),
  address: z.string(),
  /**
   * Delivery addresses, each with its date and its count per format (ids of `formats`), docs/product.md#delivery-addresses;
   * empty: the one `address`. The offer's one delivery cost covers them all.
   */
  deliveries: z.array(DeliverySchema).default([]),
  /** Each delivery address as one line in the printshop's language: address, date, counts per format (shared/split-lines.ts). */
  deliveryLines: z.array(z.string()).default([]),
  deliveryDate: z.string().nullable(),
  deadlineDate: z.string().nullable(),
  state: TaskStateSchema,
  /** Offers are taken: sent (not accepted, not cancelled) and the deadline day not over (workspace time zone). */
  open: z.boolean(),
  /** Sealed bids: no printshop sees a rank, and the buyer no price, before the deadline day is over. */
  sealed: z.boolean(),
  /** What the printshop must hold (docs/product.md#certificates): groups of kinds, one of each group; the page names them. */
  certificateGroups: z.array(z.array(z.string())),
  /** The kinds required alone (the groups of one kind). */
  requiredCertificates: z.array(z.string()),
  /** The highest revision of the formats (each format has its own `revision`, which an offer's price answers). */
  pricesRevision: z.number().int(),
  /** The amendments since sending, newest first: what changed, old → new, and the buyer's message. */
  amendments: z.array(RevisionSchema.omit({ by: true })),
  /** The currencies the printshop may quote in (docs/product.md#currencies); its page offers the first unless it used another. */
  currencies: z.array(CurrencySchema),
  /** The company that buys (the task's, else the workspace's): the page's header names it. */
  buyer: LetterheadSchema,
  /** The buyer's word when the tender was cancelled (state 90). */
  cancelMessage: z.string().nullable(),
  /** The tender's documents (artwork, spec sheets), each downloadable through its signed url. */
  documents: z.array(PubFileSchema),
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
      /** Its versions, the same spec with other content, and their counts; empty: none (docs/product.md#versions). */
      versions: z.array(z.object({ name: z.string(), count: z.number().int() })).default([]),
      /** A price per version change is asked beside the price for the whole. */
      versionChangePrice: z.boolean().default(false),
      /** The versions in one line of the printshop's language ("8 × 250: Müller 250, …"); '' without. */
      versionsText: z.string().default(''),
      /** Raised by each amendment that changes what is priced of this format; a price sends it back. */
      revision: z.number().int(),
      /**
       * The structured spec in the printshop's language, a line per field ("Colours: 4/4 (CMYK both sides)"),
       * rendered from the app's vocabulary (shared/spec-lines.ts); empty for a format without one.
       */
      specLines: z.array(z.object({ label: z.string(), value: z.string() })),
      weight: z.string(),
      personalisation: z.string(),
      description: z.string(),
      /**
       * The language of each text when it is not the printshop's: missing there, it is the task's or another
       * language's (shared/format-texts.ts); null for a text in the printshop's language or none at all.
       */
      fallbacks: z.object({
        weight: LanguageSchema.nullable(),
        personalisation: LanguageSchema.nullable(),
        description: LanguageSchema.nullable(),
      }),
    }),
  ),
});

export const PubOfferSchema = z.object({
  task: PubTaskSchema,
  /** The buyer's time zone (`TIME_ZONE`): the page counts days and shows times there, as the deadline is. */
  timeZone: z.string(),
  supplier: z.object({ id: z.string(), name: z.string(), language: LanguageSchema }),
  /** The supplier's current offer: prices in cents per format id (null before the first offer). */
  supplierTask: z.object({
    formats: z.array(
      PriceEntrySchema.extend({
        price: cents.nullable(),
        revision: z.number().int().nullable(),
        count: z.number().int().nullable(),
      }),
    ),
    sum: z.number().int().nullable(),
    submittedAt: z.number().nullable(),
    terms: TermsSchema.nullable(),
    /**
     * The currency of its amounts: its current offer's, else the one it last quoted in to this buyer if the task
     * accepts it, else the task's first. An offer is sent in one currency (`currency` of the body).
     */
    currency: CurrencySchema,
    ...offerStanding,
    /**
     * It prices every format. A partial offer (formats left out: "no offer" for them) ranks per format only
     * (`formatRanks`), never as a whole; it cannot be accepted whole. False without an offer.
     */
    complete: z.boolean(),
    /** The printshop declined (a no-bid) and has not offered since. */
    declined: DeclinedSchema.nullable(),
  }),
  /** Published questions with their answers (never naming the asker) and this printshop's own, oldest first. */
  questions: z.array(PubQuestionSchema),
  /**
   * The place among the current offers (docs/product.md#offers-and-ranks): its position (ties share one) and
   * how many current offers there are. Null without an own current offer (none, stale, declined) and for
   * sealed bids before the opening.
   */
  rank: z.object({ position: z.number().int(), of: z.number().int() }).nullable(),
  /**
   * Per format this printshop priced, its place among the current offers that priced that format, by landed
   * cost (the format's price plus the offer's delivery cost). Empty without an own current offer and while sealed.
   */
  formatRanks: z.array(z.object({ formatId: z.string(), position: z.number().int(), of: z.number().int() })),
  /** How many current offers leave formats out (ranked per format only, not counted in `rank.of`); 0 while sealed. */
  partialOffers: z.number().int(),
  /** The first API's rank, kept for its clients: `rank.position`, 0 without one. */
  position: z.number().int(),
  /** The first API's rank: round(100 × position / current offers), 0 without one. */
  percentage: z.number().int(),
  /**
   * While offers are taken, `rank`, `formatRanks` and `partialOffers` are those taken at this printshop's own last
   * ranked change (docs/product.md#offers-and-ranks), at `rankAt` (epoch ms); null when they are counted now
   * (offers closed, or an offer stored before places were kept).
   */
  rankAt: z.number().nullable(),
  /**
   * The current offer was saved without a fresh place (the hourly limit of ranked changes): from then (epoch ms)
   * sending it again gives one. Null when the place shown is the current offer's.
   */
  rankUpdatesAt: z.number().nullable(),
  /** The answer to a submission equal to the current offer: nothing was stored (no new revision). */
  unchanged: z.boolean(),
  /** The read-only preview for staff (the test mail's link): a sample printshop, nothing can be sent. */
  preview: z.boolean(),
  /** Once the task was awarded, what this printshop won: nothing when the tender went elsewhere. Null before. */
  award: z
    .object({
      won: z.array(
        z.object({ formatId: z.string(), count: z.number().int(), price: cents, alternative: z.string().nullable() }),
      ),
      /** The currency of the prices won: the offer's. */
      currency: CurrencySchema,
    })
    .nullable(),
  /** Once awarded, the winner's order and its job (docs/product.md#the-job-after-the-award); null otherwise. */
  // Absent from an answer made before the job after the award: read as none.
  order: PubOrderSchema.nullable().default(null),
  /**
   * A best-and-final round this printshop is in (docs/product.md#rounds): its number and deadline (the task's now),
   * its answer ('offer': the one submission, 'kept': its offer stands as it was; null: none yet) and its offer as it
   * stood when the round before closed. Null while the task has one round, and for a printshop not in the round.
   */
  round: z
    .object({
      number: z.number().int(),
      deadlineDate: z.string().nullable(),
      answer: z.enum(['offer', 'kept']).nullable(),
      /** The buyer's message to the printshops in the round, as its mail carries it; empty without one. */
      message: z.string().default(''),
      earlier: z
        .object({
          formats: z.array(z.object({ id: z.string(), price: cents, count: z.number().int() })),
          sum: cents,
          currency: CurrencySchema,
        })
        .nullable(),
    })
    .nullable()
    .default(null),
  /** A final round opened without this printshop: the round it was in, closed (its offer stays on record); else null. */
  roundClosed: z.number().int().nullable().default(null),
  /** With `roundClosed`: the day that round closed (the next one opened), in the workspace's time zone; else null. */
  roundClosedOn: z.string().nullable().default(null),
  /** The task's live reverse auction as this bidder sees it (docs/product.md#auctions); null when it is not in one. */
  auction: PubAuctionSchema.nullable().default(null),
});
export type PubOffer = z.infer<typeof PubOfferSchema>;

/** A final round answered by keeping the offer as it stands: nothing to say (docs/product.md#rounds). */
export const KeepBodySchema = z.object({});

const ScaleInputSchema = z.object({ count: z.number().int(), price: PriceSchema });
const ScalesInputSchema = z.array(ScaleInputSchema).max(MAX_SCALES, issue('tooMany', { max: MAX_SCALES }));
const text = (max: number) => z.string().trim().max(max, issue('tooLong', { max }));
const { oversPercent, validDays, leadDays } = TERM_LIMITS;
const days = ({ min, max }: { min: number; max: number }) =>
  z.number().int(issue('wholeNumber')).min(min, issue('tooSmall', { min })).max(max, issue('tooLarge', { max }));

/**
 * A submission: the spec's `{ id, price }` per format, perhaps with scales, run-on, an alternative and terms.
 * `formats` lists only the formats the printshop prices (at least one); one left out is "no offer" for it.
 */
export const OfferBodySchema = z.object({
  formats: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        price: PriceSchema,
        /** The format's revision the page priced (PubTask formats[].revision): 409 TENDER_CHANGED when it changed since. */
        revision: z.number().int().min(0).optional(),
        scales: ScalesInputSchema.optional(),
        runOnPer1000: PriceSchema.optional(),
        /** The price per version change, required where the format asks for one (versionChangePrice), refused elsewhere. */
        versionChangePrice: PriceSchema.optional(),
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
        .min(oversPercent.min, issue('notNegative'))
        .max(oversPercent.max, issue('tooLarge', { max: oversPercent.max }))
        .optional(),
      oversPer1000: PriceSchema.optional(),
      validDays: days(validDays).optional(),
      quoteNumber: text(100).optional(),
      note: text(2000).optional(),
      deliveryCost: AmountSchema.optional(),
      leadDays: days(leadDays).optional(),
    })
    .optional(),
  /**
   * The currency of every amount sent, one of the task's `currencies` (400 CURRENCY_NOT_ACCEPTED); absent: the
   * current offer's, else the task's first. With `keepOthers` it is the current offer's (the kept prices are in it).
   */
  currency: CurrencySchema.optional(),
  /** The task's pricesRevision the page priced against: 409 TENDER_CHANGED when an amendment changed the formats since. */
  revision: z.number().int().min(0).optional(),
  /**
   * The formats (and terms) not named keep what the current offer has: a confirmation after an amendment sends
   * only the formats that changed. Without it, a format left out is "no offer" for it.
   */
  keepOthers: z.boolean().optional(),
});
export type OfferBody = z.input<typeof OfferBodySchema>;

/** The signed link of the supplier page's preview (GET /api/tasks/{id}/preview). */
export const PreviewLinkSchema = z.object({ url: z.string() });
