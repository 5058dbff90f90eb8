/** The largest price or sum accepted, in cents: 99,999,999.99 EUR. */
export const MAX_CENTS = 9_999_999_999;

/**
 * A price as a person types it: "1234,5", "1234.56", "1.234,56", "1,234.56" or a number. Returns cents,
 * or null when it is not a non-negative amount with at most two decimals. A lone separator followed by
 * three digits ("1.234", "12,505") could be either; it is refused rather than guessed.
 */
export function parseEuros(input: string | number): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const cents = Math.round(input * 100);
    // JSON numbers such as 0.3 are not exact in binary; a tiny remainder is noise, a real one a third decimal.
    return Math.abs(cents - input * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
  }
  const s = input.trim().replace(/[\s€]/g, '');
  let whole: string;
  let fraction = '';
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  const grouped = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(s);
  if (plain) {
    whole = plain[1]!;
    fraction = plain[2] ?? '';
  } else if (
    grouped &&
    (grouped[3] === undefined ? grouped[1]!.split(grouped[2]!).length > 2 : grouped[3] !== grouped[2])
  ) {
    whole = grouped[1]!.replaceAll(grouped[2]!, '');
    fraction = grouped[4] ?? '';
  } else {
    return null;
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

// Built on first use: a currency format takes milliseconds to set up, which pages that load this module but
// show no price (the staff sign-in, through the schemas) should not pay.
const euros = new Map<string, Intl.NumberFormat>();

/** The locale of a reader's number format: English `€1,234.50`, German `1.234,50 €`, Slovak `1 234,50 €`. */
const locales = { en: 'en-IE', de: 'de-DE', sk: 'sk-SK' } as const;

/** Cents as euros in a reader's number format; German (the staff UI's, SPEC §9) unless told. */
export function formatEuros(cents: number, language: keyof typeof locales = 'de'): string {
  let euro = euros.get(language);
  if (!euro)
    euros.set(language, (euro = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' })));
  return euro.format(cents / 100);
}

/** A whole number in a reader's number format: 5,000 / 5.000 / 5 000. */
export function formatCount(count: number, language: keyof typeof locales): string {
  return count.toLocaleString(locales[language]);
}
