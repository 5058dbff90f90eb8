import type { AuctionRead } from '../../shared/schemas/auctions.ts';

/** A running auction of two printshops, Beta ahead after one bid each. */
export const sampleAuction: AuctionRead = {
  state: 'running',
  startsAt: '2027-03-05T09:00:00.000Z',
  endsAt: '2027-03-05T09:10:00.000Z',
  minutes: 10,
  decrementPercent: 1.5,
  visibility: 'rank',
  currency: 'EUR',
  suppliers: [
    { supplierId: 'b', name: 'Beta', startTotal: 120_000, lastTotal: 110_000, rank: 1, bids: 1 },
    { supplierId: 'a', name: 'Alpha', startTotal: 118_000, lastTotal: 115_000, rank: 2, bids: 1 },
  ],
  bids: [
    { id: '1', supplierId: 'a', total: 115_000, at: '2027-03-05T09:01:00.000Z' },
    { id: '2', supplierId: 'b', total: 110_000, at: '2027-03-05T09:02:00.000Z' },
  ],
};
