import { describe, expect, it } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { asOfText, formatRankText, rankText } from './offer-status.tsx';
import { texts } from './texts.ts';

const price = (id: string, price: number | null) => ({ id, price, scales: [], runOnPer1000: null, alternative: null });

/** A page with a complete offer of its `rank`; `more` sets the rest (a partial offer, the formats' places). */
const page = (rank: PubOffer['rank'], sealed = false, more: Partial<PubOffer> = {}) =>
  ({
    rank,
    task: { sealed, formats: [{ id: 'f' }, { id: 'l' }, { id: 'b' }] },
    supplierTask: { submittedAt: 1, complete: true, formats: [price('f', 1), price('l', 2), price('b', 3)] },
    formatRanks: [],
    partialOffers: 0,
    rankAt: null,
    rankUpdatesAt: null,
    timeZone: 'Europe/Berlin',
    ...more,
  }) as unknown as PubOffer;

/** A partial offer: it priced the flyer (place 1 of 3 for it) and the letter (2 of 2), not the brochure. */
const partial = (sealed = false) =>
  page(null, sealed, {
    supplierTask: {
      submittedAt: 1,
      complete: false,
      formats: [price('f', 1), price('l', 2), price('b', null)],
    } as unknown as PubOffer['supplierTask'],
    formatRanks: sealed
      ? []
      : [
          { formatId: 'f', position: 1, of: 3 },
          { formatId: 'l', position: 2, of: 2 },
        ],
  });

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
    expect([tone(1, 1), tone(2, 4), tone(3, 4)]).toEqual(['success', 'info', 'warning']);
  });

  it('says nothing of a place without one, and sealed bids have none', () => {
    expect(rankText(page(null), texts.en).text).toBe('You have not submitted an offer yet.');
    expect(rankText(page(null, true), texts.en).text).toMatch(
      /^Your offer has been received. This tender takes sealed/,
    );
  });

  it('gives a partial offer no whole place: it says how many formats it priced, and each format its place', () => {
    expect(rankText(partial(), texts.en)).toEqual({
      text: 'You priced 2 of 3 formats. Offers for every format are ranked as a whole; yours is ranked per format (see each format).',
      tone: 'info',
    });
    expect(rankText(partial(), texts.de).text).toMatch(/^Sie haben 2 von 3 Formaten angeboten\. /);
    expect(rankText(partial(), texts.sk).text).toMatch(/^Ocenili ste 2 z 3 formátov\. /);
    const places = (language: keyof typeof texts) =>
      ['f', 'l', 'b'].map((id) => formatRankText(partial(), id, texts[language]));
    expect(places('en')).toEqual([
      { text: 'Best of 3 offers for this format', tone: 'success' },
      { text: 'Place 2 of 2 offers for this format', tone: 'warning' },
      null,
    ]);
    expect(places('de').map((p) => p?.text)).toEqual([
      'Bestes von 3 Angeboten für dieses Format',
      'Platz 2 von 2 Angeboten für dieses Format',
      undefined,
    ]);
    expect(places('sk').map((p) => p?.text)).toEqual([
      'Najlepšia z 3 ponúk na tento formát',
      '2. miesto z 2 ponúk na tento formát',
      undefined,
    ]);
    expect(
      formatRankText(page(null, false, { formatRanks: [{ formatId: 'f', position: 1, of: 1 }] }), 'f', texts.en)?.text,
    ).toBe('Best of 1 offer for this format');
  });

  it('does not call the offer of a printshop left out of a final round sealed: the buyer sees it', () => {
    const left = page(null, true, { roundClosed: 1 });
    expect(rankText(left, texts.en).text).toBe('Your offer has been received; the buyer sees it.');
    expect(rankText(left, texts.sk).text).toBe('Vaša ponuka bola prijatá; odberateľ ju vidí.');
  });

  it('says of a sealed partial offer only that it came', () => {
    expect(rankText(partial(true), texts.en).text).toMatch(/^Your offer has been received. This tender takes sealed/);
  });

  it('keeps a complete offer’s place, and notes the offers for some formats only that it is not ranked among', () => {
    const among = (partialOffers: number, language: keyof typeof texts = 'en') =>
      rankText(page({ position: 2, of: 3 }, false, { partialOffers }), texts[language]);
    expect(among(0)).toEqual({ text: 'Your offer: place 2 of 3 current offers.', tone: 'warning' });
    expect(among(1)).toEqual({
      text: 'Your offer: place 2 of 3 current offers.',
      tone: 'warning',
      note: 'Ranked among the offers for every format; 1 offer for some formats only is ranked per format.',
    });
    expect(among(2).note).toBe(
      'Ranked among the offers for every format; 2 offers for some formats only are ranked per format.',
    );
    expect([among(1, 'de').note, among(3, 'de').note]).toEqual([
      'Platz unter den Angeboten für alle Formate; 1 Angebot nur für einzelne Formate erhält Plätze je Format.',
      'Platz unter den Angeboten für alle Formate; 3 Angebote nur für einzelne Formate erhalten Plätze je Format.',
    ]);
    expect([1, 2, 5].map((n) => among(n, 'sk').note)).toEqual([
      'Poradie medzi ponukami na všetky formáty; 1 ponuka len na niektoré formáty sa hodnotí pri každom formáte zvlášť.',
      'Poradie medzi ponukami na všetky formáty; 2 ponuky len na niektoré formáty sa hodnotia pri každom formáte zvlášť.',
      'Poradie medzi ponukami na všetky formáty; 5 ponúk len na niektoré formáty sa hodnotí pri každom formáte zvlášť.',
    ]);
    expect(rankText(page({ position: 1, of: 1 }, false, { partialOffers: 1 }), texts.en).note).toMatch(/^Ranked among/);
  });

  it('says when a kept place was taken: the time today, the date and time before', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0);
    const taken = (rankAt: number, language: keyof typeof texts) =>
      asOfText(
        page({ position: 1, of: 3 }, false, { rankAt, supplier: { language } } as Partial<PubOffer>),
        texts[language],
        now,
      );
    expect(taken(now - 60_000, 'en')).toMatch(
      /^As of \d\d:\d\d, when you last changed your offer: offers sent since then count from your next change\.$/,
    );
    expect(taken(now - 3 * 86_400_000, 'de')).toMatch(
      /^Stand: \d\d\.\d\d\.2026 - \d\d:\d\d, bei Ihrer letzten Änderung\./,
    );
    expect(taken(now - 3 * 86_400_000, 'sk')).toMatch(
      /^Stav: \d+\. \d+\. 2026 - \d\d:\d\d, pri Vašej poslednej zmene\./,
    );
    // Counted now (offers closed): no time to tell.
    expect(asOfText(page({ position: 1, of: 3 }), texts.en, now)).toBeNull();
    expect(
      rankText(
        page({ position: 1, of: 3 }, false, { rankAt: now, supplier: { language: 'en' } } as Partial<PubOffer>),
        texts.en,
      ).asOf,
    ).toMatch(/^As of /);
  });

  it("counts today in the buyer's time zone, not the browser's: at 23:30 UTC Berlin is a day ahead", () => {
    const now = Date.UTC(2026, 11, 2, 23, 30);
    const asOf = (rankAt: number) =>
      asOfText(
        page({ position: 1, of: 3 }, false, { rankAt, supplier: { language: 'en' } } as Partial<PubOffer>),
        texts.en,
        now,
      );
    // 23:50 on 2 December in Berlin: yesterday there, though the same UTC day.
    expect(asOf(Date.UTC(2026, 11, 2, 22, 50))).toMatch(/^As of 02\/12\/2026 - 23:50,/);
    // 00:10 on 3 December in Berlin: today there, though yesterday in UTC.
    expect(asOf(Date.UTC(2026, 11, 2, 23, 10))).toMatch(/^As of 00:10,/);
  });
});
