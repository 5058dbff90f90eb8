import type { AuctionRead } from '../../../../shared/schemas/auctions.ts';

export type BidCurves = {
  /** The instants (epoch ms) the chart's x axis marks: the start, then each bid. */
  times: number[];
  /** Each printshop's standing total at each instant: its start total until its first bid, then its last bid. */
  curves: { supplierId: string; name: string; data: number[] }[];
};

/**
 * The bids over time as one step line per printshop, the chart's series all aligned to the same instants (MUI X's
 * LineChart shares one x axis). Printshops in their rank order, so the legend reads as the table.
 */
export function bidCurves(auction: Pick<AuctionRead, 'startsAt' | 'suppliers' | 'bids'>): BidCurves {
  const start = Date.parse(auction.startsAt);
  const times = [start, ...auction.bids.map((b) => Math.max(start, Date.parse(b.at)))];
  const curves = auction.suppliers.map((s) => {
    let total = s.startTotal;
    const data = [total];
    for (const bid of auction.bids) {
      if (bid.supplierId === s.supplierId) total = bid.total;
      data.push(total);
    }
    return { supplierId: s.supplierId, name: s.name, data };
  });
  return { times, curves };
}
