import { describe, expect, it } from 'vitest';
import { countdown } from './countdown.ts';

describe('countdown', () => {
  it.each([
    [0, '0:00'],
    [-5_000, '0:00'],
    [999, '0:01'],
    [59_000, '0:59'],
    [247_000, '4:07'],
    [3_600_000, '1:00:00'],
    [3_909_000, '1:05:09'],
    [30 * 86_400_000, '720:00:00'],
  ])('%i ms left read %s', (left, text) => {
    expect(countdown(1_000_000 + left, 1_000_000)).toBe(text);
  });
});
