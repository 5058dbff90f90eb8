import { describe, expect, it } from 'vitest';
import { parseOfferLink } from './offer-link.ts';

describe('parseOfferLink', () => {
  it('reads the ids from the path and the token from the fragment', () => {
    expect(parseOfferLink('/pub/offer/t%201/s2', '#t=abc_-9')).toEqual({
      taskId: 't 1',
      supplierId: 's2',
      token: 'abc_-9',
    });
    expect(parseOfferLink('/pub/offer/t1/s2/', '#t=x')).toEqual({ taskId: 't1', supplierId: 's2', token: 'x' });
  });

  it('is null without a token or for another address', () => {
    for (const [path, hash] of [
      ['/pub/offer/t1/s2', ''],
      ['/pub/offer/t1/s2', '#x=1'],
      ['/pub/offer/t1', '#t=x'],
      ['/pub/offer/t1/s2/extra', '#t=x'],
      ['/pub/other/t1/s2', '#t=x'],
      ['/pub/offer/%E0%A4%A/s2', '#t=x'],
    ]) {
      expect(parseOfferLink(path!, hash!)).toBeNull();
    }
  });
});
