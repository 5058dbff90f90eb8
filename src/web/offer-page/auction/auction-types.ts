import type { PubOffer } from '../../../shared/schemas/offers.ts';

/**
 * The printshop's auction as its page read carries it (docs/decisions/040): its state and times, the rules, its
 * rank among the bidders (1 = lowest last total), the best total when the buyer shows it, its last total and the
 * most its next bid may total. Null for a printshop not in the auction, or a task without one.
 */
export type PubAuction = {
  state: 'scheduled' | 'running' | 'ended';
  startsAt: string;
  endsAt: string;
  decrementPercent: number;
  visibility: 'rank' | 'best';
  rank: number | null;
  best: number | null;
  lastTotal: number | null;
  maxTotal: number | null;
  bidders: number;
};

export const auctionOf = (offer: PubOffer): PubAuction | null =>
  (offer as { auction?: PubAuction | null }).auction ?? null;
