import { z } from 'zod';
import { CurrencySchema } from './currencies.ts';
import { issue } from '../validation.ts';

export const MAX_AWARD_REASON = 2000;

const ReasonSchema = z
  .string()
  .trim()
  .max(MAX_AWARD_REASON, issue('tooLong', { max: MAX_AWARD_REASON }))
  .optional();

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
  /** Every other printshop that offered hears, politely, that it was not chosen, with its place. */
  notifyOthers: z.boolean().default(true),
  /**
   * Why the award goes to other than the best score or the lowest price (docs/product.md#scoring): kept in the
   * task's history and the XLSX. The staff app asks for it then; the API takes it always (absent or '': none).
   */
  reason: ReasonSchema,
});
export type AwardBody = z.infer<typeof AwardBodySchema>;

/**
 * `POST /api/tasks/{taskId}/suppliers/{supplierId}/accept`: no body, or the award's reason when the accepted offer
 * is neither the lowest nor the best score (as the award's `reason`).
 */
export const AcceptBodySchema = z.object({ reason: ReasonSchema }).nullish();

export const AcceptParamsSchema = z.object({
  taskId: z.string().min(1).max(100),
  supplierId: z.string().min(1).max(100),
});

const cents = z.number().int();

/** One printshop's order in an award: its formats at their quantities and prices, its delivery once, its total. */
export const LandedOrderSchema = z.object({
  supplierId: z.string(),
  formats: z.array(z.object({ formatId: z.string(), count: z.number().int(), price: cents })),
  /** The delivery cost its offer states, once for all its formats (0 when it stated none). */
  delivery: cents,
  /** Its prices and its delivery: what this printshop's order costs, incl. delivery. */
  total: cents,
  /**
   * The printshop's currency (docs/product.md#currencies): its order is in it. `formats`, `delivery` and `total`
   * are in the task's currency, converted at the task's rate; `quotedTotal` is the order's total in this one.
   * A preview kept with an award request made before currencies has neither: EUR, and `total`.
   */
  currency: CurrencySchema.default('EUR'),
  quotedTotal: cents.optional(),
});

/**
 * What an award would cost, landed (docs/product.md#award-and-order): each printshop's prices and its
 * delivery once, the sum, and the cheapest single printshop's current complete offer with its delivery.
 */
export const AwardPreviewSchema = z.object({
  /** The task's currency: every amount here but `perSupplier[].quotedTotal` is in it (EUR in a request kept from before). */
  currency: CurrencySchema.default('EUR'),
  /** The award's total incl. each printshop's delivery. */
  total: cents,
  perSupplier: z.array(LandedOrderSchema),
  /** The cheapest current offer that priced every format, incl. its delivery; null when none did. */
  bestSingle: z.object({ supplierId: z.string(), total: cents }).nullable(),
  /** bestSingle.total − total: what the award saves against it, negative when it costs more; null without one. */
  saving: cents.nullable(),
});
export type AwardPreview = z.infer<typeof AwardPreviewSchema>;

/** `POST /api/tasks/{id}/award/reject`: why the award was not approved, told to the member who asked. */
export const RejectAwardBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, issue('required'))
    .max(2000, issue('tooLong', { max: 2000 })),
});
export type RejectAwardBody = z.infer<typeof RejectAwardBodySchema>;

/** A format's line of an award: the quantity, its price, the alternative's description if chosen, the delivery. */
const AwardedLineSchema = z.object({
  count: z.number().int(),
  price: cents,
  alternative: z.string().nullable(),
  /** The printshop's delivery cost, once for all its formats; null when it stated none. */
  delivery: cents.nullable(),
});

/**
 * Why a format's line of a waiting award cannot be ordered as it was asked for: its printshop sent a new offer
 * since, its price no longer answers the format as it is (amended), the printshop was deleted, or the request was
 * made before requests kept what they were priced at (migration 026) and so cannot show it was not changed.
 */
export const AWARD_CHANGE_REASONS = ['new-offer', 'not-current', 'supplier-deleted', 'not-kept'] as const;

/** A format's line as it was asked for (and shown to the approver) → as the offers would order it now. */
export const AwardChangeSchema = z.object({
  formatId: z.string(),
  title: z.string(),
  supplierId: z.string(),
  supplier: z.string(),
  was: AwardedLineSchema,
  /** Null when the printshop's offer cannot order it so any more. */
  now: AwardedLineSchema.nullable(),
  why: z.enum(AWARD_CHANGE_REASONS),
});
export type AwardChange = z.infer<typeof AwardChangeSchema>;

/**
 * What changed since a waiting award was asked for (docs/product.md#budget-and-approval): it can then only be
 * rejected (409 AWARD_CHANGED on approval).
 */
export const AwardChangesSchema = z.object({
  /** The task's amendment when it was asked for → now; null when the task was not amended since. */
  amended: z.object({ was: z.number().int(), now: z.number().int() }).nullable(),
  /** The formats whose line changed, in the task's order. */
  formats: z.array(AwardChangeSchema),
});
export type AwardChanges = z.infer<typeof AwardChangesSchema>;

/**
 * `GET /api/tasks/{id}/award/request`: a member's award waiting for approval (docs/product.md#budget-and-approval),
 * as they asked for it: who, when, the split and what it costs; null when none waits.
 */
export const AwardRequestSchema = z.object({
  id: z.string(),
  /** Who asked (a name). */
  requestedBy: z.string(),
  requestedAt: z.number(),
  awards: AwardBodySchema.shape.awards,
  notifyOthers: z.boolean(),
  preview: AwardPreviewSchema,
  /** Whether the signed-in member may approve or reject it (owners and admins). */
  canDecide: z.boolean(),
  /** What changed since it was asked for, when anything did: it can no longer be approved, only rejected. */
  changes: AwardChangesSchema.nullable(),
});

export const AwardRequestAnswerSchema = z.object({ request: AwardRequestSchema.nullable() });
export type AwardRequestAnswer = z.infer<typeof AwardRequestAnswerSchema>;
