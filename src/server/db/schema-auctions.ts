/** The tables of the live reverse auction (migration 039); `Database` in schema.ts names them. */
import type { Generated } from 'kysely';
type EpochMs = number;

/** A task's live reverse auction (docs/product.md#auctions): one per task. */
export interface AuctionTable {
  taskId: string;
  workspaceId: string;
  startsAt: EpochMs;
  /** Moved on by each bid in the last 2 minutes (soft close). */
  endsAt: EpochMs;
  minutes: number;
  /** The decrement each bid must beat its bidder's last total by, in tenths of a percent (15 = 1.5 %). */
  decrementTenths: number;
  visibility: 'rank' | 'best';
  /** The task's currency: the totals' minor units. */
  currency: string;
  /** Written once, by the instance that ended it; null until then. */
  endedAt: EpochMs | null;
  createdBy: string;
  /** The signature of whoever set it: the result mails, sent when nobody is signed in, close with it. */
  signature: string;
  createdAt: EpochMs;
}

/** A printshop in an auction: the landed total it started from and its last bid's (minor units). */
export interface AuctionBidderTable {
  taskId: string;
  supplierId: string;
  startTotal: number;
  lastTotal: number;
  bids: Generated<number>;
  lastBidAt: EpochMs | null;
}

/** One bid of an auction: its landed total (minor units). */
export interface AuctionBidTable {
  id: string;
  taskId: string;
  supplierId: string;
  total: number;
  at: EpochMs;
}
