import { z } from 'zod';
import { issue } from '../validation.ts';
import { CurrencySchema } from './currencies.ts';

/**
 * A live reverse auction (docs/product.md#auctions, docs/decisions/040). Amounts are landed totals (the prices and
 * the printshop's delivery) in minor units of the task's currency; times are ISO strings.
 */
export const AUCTION_STATES = ['scheduled', 'running', 'ended'] as const;
export const AuctionStateSchema = z.enum(AUCTION_STATES);
export type AuctionState = z.infer<typeof AuctionStateSchema>;

/** 'rank': a bidder sees its place; 'best': also the lowest total. */
export const AuctionVisibilitySchema = z.enum(['rank', 'best']);
export type AuctionVisibility = z.infer<typeof AuctionVisibilitySchema>;

export const AUCTION_MINUTES = { min: 5, max: 120 } as const;
export const AUCTION_DECREMENT = { min: 0.1, max: 20 } as const;
/** A bid in the last 2 minutes moves the end on by 2 minutes (soft close). */
export const SOFT_CLOSE_MS = 2 * 60_000;

/** POST /api/tasks/{id}/auction. */
export const AuctionBodySchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  minutes: z
    .number()
    .int(issue('wholeNumber'))
    .min(AUCTION_MINUTES.min, issue('tooSmall', { min: AUCTION_MINUTES.min }))
    .max(AUCTION_MINUTES.max, issue('tooLarge', { max: AUCTION_MINUTES.max })),
  decrementPercent: z
    .number()
    .min(AUCTION_DECREMENT.min, issue('tooSmall', { min: AUCTION_DECREMENT.min }))
    .max(AUCTION_DECREMENT.max, issue('tooLarge', { max: AUCTION_DECREMENT.max }))
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, issue('invalid')),
  visibility: AuctionVisibilitySchema,
});
export type AuctionBody = z.infer<typeof AuctionBodySchema>;

/** GET /api/tasks/{id}/auction: the auction as staff see it. */
export const AuctionReadSchema = z.object({
  state: AuctionStateSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.number().int(),
  decrementPercent: z.number(),
  visibility: AuctionVisibilitySchema,
  currency: CurrencySchema,
  /** Ranked by `lastTotal`, lowest first (ties share a rank). */
  suppliers: z.array(
    z.object({
      supplierId: z.string(),
      name: z.string(),
      startTotal: z.number().int(),
      lastTotal: z.number().int(),
      rank: z.number().int(),
      bids: z.number().int(),
    }),
  ),
  /** Oldest first. */
  bids: z.array(z.object({ id: z.string(), supplierId: z.string(), total: z.number().int(), at: z.string() })),
});
export type AuctionRead = z.infer<typeof AuctionReadSchema>;

/** What the task's read carries of its auction (GET /api/tasks/{id}). */
export const TaskAuctionSchema = z.object({ state: AuctionStateSchema, startsAt: z.string(), endsAt: z.string() });
export type TaskAuction = z.infer<typeof TaskAuctionSchema>;

/** What a bidder's page read carries of the auction; null for a printshop not in it. */
export const PubAuctionSchema = z.object({
  state: AuctionStateSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  decrementPercent: z.number(),
  visibility: AuctionVisibilitySchema,
  /** The task's currency, the one the totals are in. */
  currency: CurrencySchema,
  /** Among the bidders by their last total, 1 = lowest (ties share one). */
  rank: z.number().int(),
  /** The lowest last total; only when the visibility is 'best', else null. */
  best: z.number().int().nullable(),
  lastTotal: z.number().int(),
  /** The highest landed total the next bid may have. */
  maxTotal: z.number().int(),
  bidders: z.number().int(),
  /**
   * The auction's bids so far, of all bidders: it only grows, so a page keeps the view with the most (an event's view
   * read before the page's own bid's answer is older than that answer).
   */
  bids: z.number().int(),
});
export type PubAuction = z.infer<typeof PubAuctionSchema>;
