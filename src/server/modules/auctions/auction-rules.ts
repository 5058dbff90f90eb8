import type { AuctionState, AuctionVisibility, PubAuction } from '../../../shared/schemas/auctions.ts';
import { isCurrency } from '../../../shared/currencies.ts';
import type { AuctionRow, BidderRow } from './auctions.queries.ts';

/** Where the auction stands at `now`: its end has come even before an instance wrote it (bids are refused then). */
export function stateOf(a: Pick<AuctionRow, 'startsAt' | 'endsAt' | 'endedAt'>, now: number): AuctionState {
  if (a.endedAt !== null || now >= a.endsAt) return 'ended';
  return now < a.startsAt ? 'scheduled' : 'running';
}

/** The highest landed total a bidder's next bid may have: its last less the decrement, rounded down to a minor unit. */
export const maxTotalOf = (lastTotal: number, decrementTenths: number) =>
  Math.floor((lastTotal * (1000 - decrementTenths)) / 1000);

export const percentOf = (decrementTenths: number) => decrementTenths / 10;
export const tenthsOf = (percent: number) => Math.round(percent * 10);

/** A bidder's place by last total, 1 = lowest; ties share one. */
export const rankAmong = (total: number, bidders: readonly Pick<BidderRow, 'lastTotal'>[]) =>
  1 + bidders.filter((b) => b.lastTotal < total).length;

const iso = (ms: number) => new Date(ms).toISOString();

/** What a bidder's page reads of the auction; null for a printshop not in it. */
export function pubAuctionOf(
  a: AuctionRow,
  bidders: readonly BidderRow[],
  supplierId: string,
  now: number,
): PubAuction | null {
  const own = bidders.find((b) => b.supplierId === supplierId);
  if (!own) return null;
  const best = Math.min(...bidders.map((b) => b.lastTotal));
  return {
    state: stateOf(a, now),
    startsAt: iso(a.startsAt),
    endsAt: iso(a.endsAt),
    decrementPercent: percentOf(a.decrementTenths),
    visibility: a.visibility as AuctionVisibility,
    currency: isCurrency(a.currency) ? a.currency : 'EUR',
    rank: rankAmong(own.lastTotal, bidders),
    best: a.visibility === 'best' ? best : null,
    lastTotal: own.lastTotal,
    maxTotal: maxTotalOf(own.lastTotal, a.decrementTenths),
    bidders: bidders.length,
    bids: bidders.reduce((n, b) => n + b.bids, 0),
  };
}

export { iso };
