import { describe, expect, it } from 'vitest';
import { rank, rankMessage } from './ranking.ts';

describe('rank', () => {
  it('is 0 without an own offer or without offers', () => {
    expect(rank(null, [100, 200])).toEqual({ position: 0, percentage: 0 });
    expect(rank(null, [])).toEqual({ position: 0, percentage: 0 });
  });

  it('ranks a single offer first at 100 percent', () => {
    expect(rank(500, [500])).toEqual({ position: 1, percentage: 100 });
  });

  it('lets ties share a position', () => {
    const sums = [100, 100, 200, 300];
    expect(rank(100, sums)).toEqual({ position: 1, percentage: 25 });
    expect(rank(200, sums)).toEqual({ position: 3, percentage: 75 });
    expect(rank(300, sums)).toEqual({ position: 4, percentage: 100 });
  });

  it('puts place 2 of 4 at 50 percent, the edge of the top band', () => {
    expect(rank(150, [100, 150, 200, 300])).toEqual({ position: 2, percentage: 50 });
  });
});

describe('rankMessage', () => {
  it.each([
    [0, 0, { kind: 'none' }],
    [1, 33, { kind: 'best' }],
    [2, 50, { kind: 'place', place: 2, percent: 50, band: 'top' }],
    [2, 1, { kind: 'place', place: 2, percent: 1, band: 'top' }],
    [3, 51, { kind: 'place', place: 3, percent: 51, band: 'lower' }],
    [3, 100, { kind: 'place', place: 3, percent: 100, band: 'lower' }],
  ])('position %i, %i percent', (position, percentage, message) => {
    expect(rankMessage(position, percentage)).toEqual(message);
  });
});
