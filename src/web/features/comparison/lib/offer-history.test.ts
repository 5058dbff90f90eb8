import { describe, expect, it } from 'vitest';
import { revisions } from './offer-history.ts';

describe('revisions', () => {
  it('lists the newest first with the prices each one changed', () => {
    const history = [
      {
        at: 300,
        sum: 900,
        prices: [
          { id: 'a', price: 400 },
          { id: 'b', price: 500 },
        ],
      },
      {
        at: 100,
        sum: 1100,
        prices: [
          { id: 'a', price: 600 },
          { id: 'b', price: 500 },
        ],
      },
      {
        at: 200,
        sum: 1000,
        prices: [
          { id: 'a', price: 500 },
          { id: 'b', price: 500 },
        ],
      },
    ];
    expect(revisions(history)).toEqual([
      { at: 300, sum: 900, first: false, changes: [{ id: 'a', from: 500, to: 400 }] },
      { at: 200, sum: 1000, first: false, changes: [{ id: 'a', from: 600, to: 500 }] },
      { at: 100, sum: 1100, first: true, changes: [] },
    ]);
  });

  it('names a price that was not there before', () => {
    const history = [
      { at: 1, sum: 100, prices: [{ id: 'a', price: 100 }] },
      {
        at: 2,
        sum: 300,
        prices: [
          { id: 'a', price: 100 },
          { id: 'b', price: 200 },
        ],
      },
    ];
    expect(revisions(history)[0]!.changes).toEqual([{ id: 'b', from: null, to: 200 }]);
  });

  it('is empty without history', () => {
    expect(revisions([])).toEqual([]);
  });
});
