import { describe, expect, it } from 'vitest';
import { bidCurves } from './bid-curves.ts';

describe('the bids as curves', () => {
  it('step each printshop from its start total through its bids, on the same instants', () => {
    const auction = {
      startsAt: '2027-03-05T09:00:00.000Z',
      suppliers: [
        { supplierId: 'b', name: 'Beta', startTotal: 10_000, lastTotal: 9_500, rank: 1, bids: 1 },
        { supplierId: 'a', name: 'Alpha', startTotal: 9_800, lastTotal: 9_600, rank: 2, bids: 2 },
      ],
      bids: [
        { id: '1', supplierId: 'a', total: 9_700, at: '2027-03-05T09:01:00.000Z' },
        { id: '2', supplierId: 'b', total: 9_500, at: '2027-03-05T09:02:00.000Z' },
        { id: '3', supplierId: 'a', total: 9_600, at: '2027-03-05T09:03:30.000Z' },
      ],
    };
    const start = Date.parse(auction.startsAt);
    expect(bidCurves(auction)).toEqual({
      times: [start, start + 60_000, start + 120_000, start + 210_000],
      curves: [
        { supplierId: 'b', name: 'Beta', data: [10_000, 10_000, 9_500, 9_500] },
        { supplierId: 'a', name: 'Alpha', data: [9_800, 9_700, 9_700, 9_600] },
      ],
    });
  });

  it('start with one point before any bid', () => {
    const auction = {
      startsAt: '2027-03-05T09:00:00.000Z',
      suppliers: [{ supplierId: 'a', name: 'Alpha', startTotal: 9_800, lastTotal: 9_800, rank: 1, bids: 0 }],
      bids: [],
    };
    expect(bidCurves(auction).curves[0]!.data).toEqual([9_800]);
  });
});
