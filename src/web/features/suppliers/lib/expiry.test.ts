import { afterEach, describe, expect, it, vi } from 'vitest';
import { setWorkspaceZone, workspaceDay, workspaceZone } from '../../../lib/calendar.ts';
import { expiryOf } from './expiry.ts';

describe('a certificate’s expiry', () => {
  it('is expired after its last valid day, warned about within 30 days, else valid', () => {
    expect(expiryOf('2027-01-04', '2027-01-05')).toEqual({ state: 'expired' });
    expect(expiryOf('2027-01-05', '2027-01-05')).toEqual({ state: 'soon', days: 0 });
    expect(expiryOf('2027-02-04', '2027-01-05')).toEqual({ state: 'soon', days: 30 });
    expect(expiryOf('2027-02-05', '2027-01-05')).toEqual({ state: 'valid' });
  });

  // docs/product.md#certificates: the web counts as the server's rules do, in the workspace's time zone.
  describe('at 23:30 UTC, when Berlin is a day ahead', () => {
    const browser = workspaceZone();
    afterEach(() => {
      vi.useRealTimers();
      setWorkspaceZone(browser);
    });

    it("counts the days left from the workspace's today", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.UTC(2026, 11, 2, 23, 30));
      setWorkspaceZone('Europe/Berlin');
      // Valid through 8 December: five days from Berlin's 3 December (six from UTC's 2 December).
      expect(expiryOf('2026-12-08', workspaceDay())).toEqual({ state: 'soon', days: 5 });
      expect(expiryOf('2026-12-02', workspaceDay())).toEqual({ state: 'expired' });
    });
  });
});
