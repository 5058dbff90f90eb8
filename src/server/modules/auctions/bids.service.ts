import type { AuctionState, PubAuction } from '../../../shared/schemas/auctions.ts';
import { SOFT_CLOSE_MS } from '../../../shared/schemas/auctions.ts';
import type { Refusal } from '../../../shared/task-state.ts';
import type { Executor } from '../../db/database.ts';
import { recordTaskEvent } from '../events/index.ts';
import { maxTotalOf, pubAuctionOf, stateOf } from './auction-rules.ts';
import {
  extendAuction,
  findAuction,
  findAuctionsOf,
  findBidder,
  findBidders,
  hasAuction,
  storeBid,
} from './auctions.queries.ts';

export const auctionRunning: Refusal = {
  code: 'AUCTION_RUNNING',
  message: 'A live auction is running on this request: offers are taken as bids only.',
};
export const auctionNotStarted: Refusal = { code: 'AUCTION_NOT_STARTED', message: 'The auction has not started yet.' };
export const auctionEnded: Refusal = { code: 'AUCTION_ENDED', message: 'The auction has ended.' };
export const notInAuction: Refusal = { code: 'NOT_IN_AUCTION', message: 'You are not a bidder in this auction.' };
const bidTooHigh = (maxTotal: number): Refusal => ({
  code: 'BID_TOO_HIGH',
  message: `Your bid must be a complete offer with a total of at most ${maxTotal} (minor units), delivery included.`,
  params: { maxTotal },
});

/** A printshop's bid as the offer writer checks it in its transaction: its offer's landed total (null: incomplete). */
export type Bid = { id: string; taskId: string; supplierId: string; total: number | null; at: number };

/**
 * Checks and stores a bid in the offer writer's transaction (docs/product.md#auctions), with the auction's row
 * locked (PostgreSQL) or the database's writer lock (SQLite): two bids of one auction go one after the other, the
 * second checked against the first. A bid in the last 2 minutes moves the end on by 2 minutes. Null when stored.
 */
export async function placeBid(trx: Executor, bid: Bid): Promise<Refusal | null> {
  const auction = await findAuction(trx, bid.taskId, true);
  if (!auction) return notInAuction;
  const bidder = await findBidder(trx, bid.taskId, bid.supplierId);
  if (!bidder) return notInAuction;
  const state = stateOf(auction, bid.at);
  if (state === 'scheduled') return auctionNotStarted;
  if (state === 'ended') return auctionEnded;
  const maxTotal = maxTotalOf(bidder.lastTotal, auction.decrementTenths);
  if (bid.total === null || bid.total > maxTotal) return bidTooHigh(maxTotal);
  const { id, taskId, supplierId, total, at } = bid;
  if (!(await storeBid(trx, { id, taskId, supplierId, total, at }, bidder.lastTotal))) return bidTooHigh(maxTotal);
  if (auction.endsAt - at <= SOFT_CLOSE_MS)
    await extendAuction(trx, taskId, auction.endsAt, auction.endsAt + SOFT_CLOSE_MS);
  await recordTaskEvent(trx, {
    taskId,
    workspaceId: auction.workspaceId,
    kind: 'auction-bid',
    supplierId,
    amount: total,
  });
  return null;
}

/**
 * Why ordinary offers to an offer batch's tasks are refused because of their auction at `at`, by task: while it
 * runs, nobody offers but by bids; once it ended, its last bids stand as the offers. A scheduled one refuses none.
 */
export async function offerRefusals(trx: Executor, taskIds: string[], at: number): Promise<Map<string, Refusal>> {
  const refusals = new Map<string, Refusal>();
  for (const row of await findAuctionsOf(trx, taskIds)) {
    const no = offerRefusalOf(stateOf(row, at));
    if (no) refusals.set(row.taskId, no);
  }
  return refusals;
}

function offerRefusalOf(state: AuctionState): Refusal | null {
  if (state === 'running') return auctionRunning;
  if (state === 'ended') return auctionEnded;
  return null;
}

export { hasAuction };

/**
 * The auction as the printshops' pages read it (every read of a task with one reads it from the database, so a
 * bid on any instance shows at the next read): `key` changes with every bid, the end and the start, and `of`
 * gives one printshop's view.
 */
export async function readPageAuction(
  ex: Executor,
  taskId: string,
  now = Date.now(),
): Promise<{ key: string; of: (supplierId: string) => PubAuction | null } | null> {
  const auction = await findAuction(ex, taskId);
  if (!auction) return null;
  const bidders = await findBidders(ex, taskId);
  const bids = bidders.reduce((n, b) => n + b.bids, 0);
  const key = `${stateOf(auction, now)} ${auction.endsAt} ${bids}`;
  return { key, of: (supplierId) => pubAuctionOf(auction, bidders, supplierId, now) };
}
