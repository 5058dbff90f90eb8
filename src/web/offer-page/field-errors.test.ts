import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages.ts';
import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import { fieldErrorTexts, formFieldOf, serverFieldError } from './field-errors.ts';
import { checkOffer, fieldKey } from './offer-fields.ts';

const flyer = { id: 'f', count: 5000, counts: [1000, 2500], runOn: true } as PubOffer['task']['formats'][number];

/** The text under each field the page checks, in a language. */
function messages(values: Record<string, string>, language: Language) {
  const texts = fieldErrorTexts(language);
  return Object.fromEntries(
    Object.entries(checkOffer([flyer], values, new Set()).errors).map(([k, e]) => [k, texts[e]]),
  );
}

// Each rule a price can break, in the price, a further quantity and run-on.
const values = { f: '-5', 'f@1000': '0', 'f@2500': '10000000,01', 'f+run-on': '1,2345' };

describe('the offer page’s price messages', () => {
  it('say which rule a price broke, in English, the limit in English notation', () => {
    expect(messages(values, 'en')).toEqual({
      f: 'The price must not be negative',
      'f@1000': 'The price must be more than 0',
      'f@2500': 'The price must be at most 10,000,000.00',
      'f+run-on': 'Enter an amount with no more than two decimals',
    });
  });

  it('say it in German, the limit in German notation', () => {
    expect(messages(values, 'de')).toEqual({
      f: 'Der Preis darf nicht negativ sein',
      'f@1000': 'Der Preis muss größer als 0 sein',
      'f@2500': 'Der Preis darf höchstens 10.000.000,00 betragen',
      'f+run-on': 'Bitte einen Betrag mit nicht mehr als zwei Nachkommastellen eingeben',
    });
  });

  it('say it in Slovak, the limit in Slovak notation', () => {
    expect(messages(values, 'sk')).toEqual({
      f: 'Cena nesmie byť záporná',
      'f@1000': 'Cena musí byť vyššia ako 0',
      'f@2500': 'Cena môže byť najviac 10\u00a0000\u00a0000,00',
      'f+run-on': 'Zadajte sumu s nie viac ako dvoma desatinnými miestami',
    });
  });

  it('show a server’s refusal at the field it names, with the same text', () => {
    const body: OfferBody = {
      formats: [
        {
          id: 'f',
          price: '1.00',
          scales: [{ count: 2500, price: '0.00' }],
          alternative: { description: 'x', price: '1', scales: [{ count: 1000, price: '1' }] },
        },
      ],
    };
    expect(formFieldOf('formats.0.price', body)).toBe(fieldKey.price('f'));
    expect(formFieldOf('formats.0.scales.0.price', body)).toBe(fieldKey.scale('f', 2500));
    expect(formFieldOf('formats.0.runOnPer1000', body)).toBe(fieldKey.runOn('f'));
    expect(formFieldOf('formats.0.alternative.price', body)).toBe(fieldKey.altPrice('f'));
    expect(formFieldOf('formats.0.alternative.scales.0.price', body)).toBe(fieldKey.altScale('f', 1000));
    expect(formFieldOf('formats.0.id', body)).toBe(fieldKey.price('f'));
    expect(formFieldOf('terms.oversPer1000', body)).toBe(fieldKey.term('oversPer1000'));
    expect(formFieldOf('terms.note', body)).toBeNull();
    expect(formFieldOf('formats.3.price', body)).toBeNull();
    expect(formFieldOf('formats', body)).toBeNull();

    const de = fieldErrorTexts('de');
    expect(de[serverFieldError(fieldKey.scale('f', 2500), 'priceZero')]).toBe('Der Preis muss größer als 0 sein');
    expect(de[serverFieldError(fieldKey.price('f'), 'priceTooLarge')]).toMatch(/höchstens 10\.000\.000,00/);
    expect(serverFieldError(fieldKey.price('f'), 'priceDecimals')).toBe('decimals');
    expect(serverFieldError(fieldKey.price('f'), 'priceNegative')).toBe('negative');
    expect(serverFieldError(fieldKey.price('f'), 'price')).toBe('invalid');
    expect(serverFieldError(fieldKey.term('validDays'), 'tooSmall')).toBe('days');
    expect(serverFieldError(fieldKey.price('f'), 'toString')).toBe('invalid');
  });
});
