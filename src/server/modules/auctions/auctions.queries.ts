import type { Executor } from '../../db/database.ts';
import type { AuctionBidderTable, AuctionBidTable, AuctionTable } from '../../db/schema-auctions.ts';
import { forUpdate } from '../../db/locks.ts';

export type AuctionRow = AuctionTable;
export type BidderRow = Omit<AuctionBidderTable, 'bids'> & { bids: number };

export async function insertAuction(ex: Executor, row: AuctionRow, bidders: BidderRow[]): Promise<void> {
  await ex.insertInto('auctions').values(row).execute();
  if (bidders.length > 0) await ex.insertInto('auctionBidders').values(bidders).execute();
}

/** The task's auction; `lock`: taken for update until the transaction ends (a bid, the end). */
export async function findAuction(ex: Executor, taskId: string, lock = false): Promise<AuctionRow | undefined> {
  const query = ex.selectFrom('auctions').selectAll().where('taskId', '=', taskId);
  return (lock ? forUpdate(query) : query).executeTakeFirst();
}

/** The auctions of these tasks (an offer batch's): whether one runs refuses ordinary offers. */
export async function findAuctionsOf(ex: Executor, taskIds: string[]): Promise<AuctionRow[]> {
  if (taskIds.length === 0) return [];
  return ex.selectFrom('auctions').selectAll().where('taskId', 'in', taskIds).execute();
}

export async function hasAuction(ex: Executor, taskId: string): Promise<boolean> {
  const row = await ex.selectFrom('auctions').select('taskId').where('taskId', '=', taskId).executeTakeFirst();
  return row !== undefined;
}

export async function findBidders(ex: Executor, taskId: string): Promise<BidderRow[]> {
  return ex.selectFrom('auctionBidders').selectAll().where('taskId', '=', taskId).execute();
}

export async function findBidder(ex: Executor, taskId: string, supplierId: string): Promise<BidderRow | undefined> {
  return ex
    .selectFrom('auctionBidders')
    .selectAll()
    .where('taskId', '=', taskId)
    .where('supplierId', '=', supplierId)
    .executeTakeFirst();
}

export async function findBids(ex: Executor, taskId: string): Promise<AuctionBidTable[]> {
  return ex.selectFrom('auctionBids').selectAll().where('taskId', '=', taskId).orderBy('at').orderBy('id').execute();
}

/**
 * Stores a bid: the bidder's new last total, only while its last total is still the one the bid was checked
 * against (`lastTotal`), and the bid's row. False when another bid came first.
 */
export async function storeBid(ex: Executor, bid: AuctionBidTable, lastTotal: number): Promise<boolean> {
  const result = await ex
    .updateTable('auctionBidders')
    .set((eb) => ({ lastTotal: bid.total, bids: eb('bids', '+', 1), lastBidAt: bid.at }))
    .where('taskId', '=', bid.taskId)
    .where('supplierId', '=', bid.supplierId)
    .where('lastTotal', '=', lastTotal)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await ex.insertInto('auctionBids').values(bid).execute();
  return true;
}

/** Soft close: moves the end on, from the end as it is, while the auction has not ended. */
export async function extendAuction(ex: Executor, taskId: string, from: number, to: number): Promise<void> {
  await ex
    .updateTable('auctions')
    .set({ endsAt: to })
    .where('taskId', '=', taskId)
    .where('endsAt', '=', from)
    .where('endedAt', 'is', null)
    .execute();
}

/** Ends the auction once: only while nobody ended it and its end has come. True for the one that ended it. */
export async function markEnded(ex: Executor, taskId: string, at: number): Promise<boolean> {
  const result = await ex
    .updateTable('auctions')
    .set({ endedAt: at })
    .where('taskId', '=', taskId)
    .where('endedAt', 'is', null)
    .where('endsAt', '<=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The auctions nobody ended yet, on every task: the instance arms their ends at boot and at each sweep. */
export async function findUnended(ex: Executor): Promise<Pick<AuctionRow, 'taskId' | 'startsAt' | 'endsAt'>[]> {
  return ex
    .selectFrom('auctions')
    .select(['taskId', 'startsAt', 'endsAt'])
    .where('endedAt', 'is', null)
    .orderBy('endsAt')
    .execute();
}
