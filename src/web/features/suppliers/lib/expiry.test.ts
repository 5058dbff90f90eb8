import { describe, expect, it } from 'vitest';
import { expiryOf } from './expiry.ts';

describe('a certificate’s expiry', () => {
  it('is expired after its last valid day, warned about within 30 days, else valid', () => {
    expect(expiryOf('2027-01-04', '2027-01-05')).toEqual({ state: 'expired' });
    expect(expiryOf('2027-01-05', '2027-01-05')).toEqual({ state: 'soon', days: 0 });
    expect(expiryOf('2027-02-04', '2027-01-05')).toEqual({ state: 'soon', days: 30 });
    expect(expiryOf('2027-02-05', '2027-01-05')).toEqual({ state: 'valid' });
  });
});
