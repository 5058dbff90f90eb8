import { describe, expect, it } from 'vitest';
import { taskRates } from './ecb-rates.ts';

// 1 CZK = 0.04 EUR, 1 PLN = 0.25 EUR: the ECB's answer for a EUR workspace.
const ecb = { date: '2026-12-01', currency: 'EUR' as const, rates: { CZK: 0.04, PLN: 0.25 } };

describe('the ECB’s rates as a task’s', () => {
  it('are taken as they are for a task in the workspace’s currency', () => {
    expect(taskRates(ecb, 'EUR', ['CZK', 'PLN'])).toEqual({ CZK: 0.04, PLN: 0.25 });
  });

  it('are divided by the task’s own currency’s rate when the workspace kept another one since', () => {
    expect(taskRates(ecb, 'CZK', ['EUR', 'PLN'])).toEqual({ EUR: 25, PLN: 6.25 });
  });

  it('leave out a currency the file lacks', () => {
    expect(taskRates(ecb, 'EUR', ['CZK', 'HUF'])).toEqual({ CZK: 0.04 });
    expect(taskRates(ecb, 'HUF', ['EUR'])).toEqual({});
  });
});
