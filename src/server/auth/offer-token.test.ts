import { describe, expect, it } from 'vitest';
import { isOfferToken, offerToken } from './offer-token.ts';

describe('a link token', () => {
  it('opens its own task and printshop only', () => {
    const token = offerToken('secret-a', 'task-1', 'shop-1');
    expect(isOfferToken('secret-a', 'task-1', 'shop-1', token)).toBe(true);
    expect(isOfferToken('secret-a', 'task-1', 'shop-2', token)).toBe(false);
    expect(isOfferToken('secret-a', 'task-2', 'shop-1', token)).toBe(false);
    expect(isOfferToken('secret-a', 'task-1', 'shop-1', `${token.slice(0, -1)}é`)).toBe(false);
    expect(isOfferToken('secret-a', 'task-1', 'shop-1', undefined)).toBe(false);
  });

  it('is checked against the current secret, though the same link was checked under another one before', () => {
    const a = offerToken('secret-a', 'task-1', 'shop-1');
    const b = offerToken('secret-b', 'task-1', 'shop-1');
    expect(isOfferToken('secret-a', 'task-1', 'shop-1', a)).toBe(true);
    expect(isOfferToken('secret-b', 'task-1', 'shop-1', a)).toBe(false);
    expect(isOfferToken('secret-b', 'task-1', 'shop-1', b)).toBe(true);
    expect(isOfferToken('secret-a', 'task-1', 'shop-1', b)).toBe(false);
  });

  it('still checks every link right after more links than are kept', () => {
    const links = Array.from({ length: 10_050 }, (_, i) => `shop-${i}`);
    for (const shop of links)
      expect(isOfferToken('secret-a', 'task-1', shop, offerToken('secret-a', 'task-1', shop))).toBe(true);
    expect(
      links.every((shop) => isOfferToken('secret-a', 'task-1', shop, offerToken('secret-a', 'task-1', shop))),
    ).toBe(true);
    expect(isOfferToken('secret-a', 'task-1', 'shop-0', offerToken('secret-a', 'task-1', 'shop-1'))).toBe(false);
  });
});
