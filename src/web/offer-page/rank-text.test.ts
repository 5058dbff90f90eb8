import { describe, expect, it } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { rankText } from './offer-status.tsx';
import { texts } from './texts.ts';

const page = (rank: PubOffer['rank'], sealed = false) =>
  ({ rank, task: { sealed }, supplierTask: { submittedAt: 1 } }) as unknown as PubOffer;

// docs/product.md#offers-and-ranks: a place says among how many current offers.
describe('the rank line of the printshop page', () => {
  it.each([
    ['en', { position: 1, of: 1 }, 'Your offer: best of 1 current offer.'],
    ['en', { position: 1, of: 3 }, 'Your offer: best of 3 current offers.'],
    ['en', { position: 2, of: 4 }, 'Your offer: place 2 of 4 current offers.'],
    ['de', { position: 1, of: 1 }, 'Ihr Angebot: bestes von 1 aktuellen Angebot.'],
    ['de', { position: 1, of: 2 }, 'Ihr Angebot: bestes von 2 aktuellen Angeboten.'],
    ['de', { position: 2, of: 4 }, 'Ihr Angebot: Platz 2 von 4 aktuellen Angeboten.'],
    ['sk', { position: 1, of: 1 }, 'Vaša ponuka: najlepšia z 1 aktuálnej ponuky.'],
    ['sk', { position: 1, of: 5 }, 'Vaša ponuka: najlepšia z 5 aktuálnych ponúk.'],
    ['sk', { position: 2, of: 4 }, 'Vaša ponuka: 2. miesto zo 4 aktuálnych ponúk.'],
    ['sk', { position: 2, of: 3 }, 'Vaša ponuka: 2. miesto z 3 aktuálnych ponúk.'],
    ['sk', { position: 3, of: 7 }, 'Vaša ponuka: 3. miesto zo 7 aktuálnych ponúk.'],
    ['sk', { position: 9, of: 16 }, 'Vaša ponuka: 9. miesto zo 16 aktuálnych ponúk.'],
    ['sk', { position: 9, of: 20 }, 'Vaša ponuka: 9. miesto z 20 aktuálnych ponúk.'],
    ['sk', { position: 9, of: 100 }, 'Vaša ponuka: 9. miesto zo 100 aktuálnych ponúk.'],
  ] as const)('%s %o', (language, rank, text) => {
    expect(rankText(page(rank), texts[language]).text).toBe(text);
  });

  it('colours the best green, the upper half amber, the lower half red', () => {
    const tone = (position: number, of: number) => rankText(page({ position, of }), texts.en).tone;
    expect([tone(1, 1), tone(2, 4), tone(3, 4)]).toEqual(['success', 'warning', 'error']);
  });

  it('says nothing of a place without one, and sealed bids have none', () => {
    expect(rankText(page(null), texts.en).text).toBe('You have not submitted an offer yet.');
    expect(rankText(page(null, true), texts.en).text).toMatch(
      /^Your offer has been received. This tender takes sealed/,
    );
  });
});
