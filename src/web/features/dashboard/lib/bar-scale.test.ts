import { describe, expect, it } from 'vitest';
import { barBase, barWidth, percentAbove } from './bar-scale.ts';

describe('the scale of a card’s bars', () => {
  it('starts under the lowest total at a round amount, so that 2 % shows', () => {
    const base = barBase([100_000, 102_000]);
    expect(base).toBe(99_000);
    expect(barWidth(100_000, base, 102_000)).toBeCloseTo(33.3, 1);
    expect(barWidth(102_000, base, 102_000)).toBe(100);
  });

  it('starts at zero for one total, equal totals, and totals far apart', () => {
    expect(barBase([150_050])).toBe(0);
    expect(barBase([150_050, 150_050])).toBe(0);
    expect(barBase([100_000, 300_000])).toBe(0);
    expect(barWidth(150_050, 0, 150_050)).toBe(100);
  });

  it('says how far a total lies above the lowest, in the reader’s numbers', () => {
    expect(percentAbove(102_000, 100_000, 'en')).toBe('2.0');
    expect(percentAbove(102_000, 100_000, 'de')).toBe('2,0');
    expect(percentAbove(125_000, 100_000, 'en')).toBe('25');
    expect(percentAbove(100_000, 100_000, 'en')).toBeNull();
  });
});
