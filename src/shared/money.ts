import type { Currency } from './currencies.ts';
import type { Language } from './languages.ts';

/**
 * The largest single price accepted, in minor units (cents, haléře, fillér: every currency here has two decimals
 * as the API takes them): 10,000,000.00 in the offer's currency. A sum of many prices may be larger.
 */
export const MAX_PRICE_CENTS = 1_000_000_000;

// What groups thousands in each reader's notation; a space (Slovak) is dropped before parsing anyway.
const groupSeparators = { en: ',', de: '.', sk: ' ' } as const;

/**
 * A price as a person types it: "1234,5", "1234.56", "1.234,56", "1,234.56", "1 234,56" or a number.
 * Returns minor units (cents), or null when it is not a non-negative amount with at most two decimals. A lone separator
 * followed by three digits ("1.234", "12,505") could be either: the reader's `language` decides when it
 * groups thousands there (English "1,234", German "1.234"); without one it is refused rather than guessed.
 */
export function parseAmount(input: string | number, language?: Language): number | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const cents = Math.round(input * 100);
    // JSON numbers such as 0.3 are not exact in binary; a tiny remainder is noise, a real one a third decimal.
    return Math.abs(cents - input * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
  }
  const s = withoutCurrency(input);
  let whole: string;
  let fraction = '';
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  const grouped = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(s);
  if (plain) {
    whole = plain[1]!;
    fraction = plain[2] ?? '';
  } else if (
    grouped &&
    (grouped[3] === undefined
      ? grouped[1]!.split(grouped[2]!).length > 2 || (language && grouped[2] === groupSeparators[language])
      : grouped[3] !== grouped[2])
  ) {
    whole = grouped[1]!.replaceAll(grouped[2]!, '');
    fraction = grouped[4] ?? '';
  } else {
    return null;
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

// A pasted amount may carry its currency's sign or code ("1 250 Kč", "CHF 80.00", "€12"); spaces group thousands.
const currencyMarks = /\s|\p{Sc}|US(?=\$)|\b(?:EUR|CZK|PLN|HUF|CHF|GBP|SEK|DKK|USD|Kč|zł|Ft|kr)\b|(?:Kč|zł|Ft|kr)$/giu;
const withoutCurrency = (input: string) => input.trim().replace(currencyMarks, '');

/** Why an amount is no price: nothing typed, no amount at all, or the rule it breaks. */
export type PriceProblem = 'required' | 'invalid' | 'negative' | 'zero' | 'tooLarge' | 'decimals';
/** A price checked, by the server's schemas and the supplier's page alike: its cents, or its problem. */
export type PriceCheck = { cents: number; problem?: never } | { cents?: never; problem: PriceProblem };

/**
 * A price as typed or sent: more than 0, at most MAX_PRICE_CENTS, at most two decimals. Returns its cents,
 * or the first rule it breaks in that order, so that the message can say which; `language` as parseAmount.
 * Blank text is `required`: the page asks for the price rather than calling it no amount.
 */
export function checkAmount(input: string | number, language?: Language): PriceCheck {
  if (typeof input === 'string' && !input.trim()) return { problem: 'required' };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { problem: 'invalid' };
    const cents = parseAmount(Math.abs(input));
    return judgePrice(input < 0, cents ?? Math.abs(input) * 100, cents === null);
  }
  const s = withoutCurrency(input);
  const negative = /^[-−]/.test(s);
  const text = negative ? s.slice(1) : s;
  const cents = parseAmount(text, language);
  if (cents !== null) return judgePrice(negative, cents, false);
  const many = /^(.*\d)([.,])(\d{3,})$/.exec(text);
  if (!many) return { problem: 'invalid' };
  const [, whole = '', separator = '', decimals = ''] = many;
  // "1.234" and "12,505" read as thousands too: unless the reader's language decided it, they stay no amount.
  if (language === undefined && decimals.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) return { problem: 'invalid' };
  const wholeCents = parseAmount(`${whole}${separator}00`, language);
  return wholeCents === null ? { problem: 'invalid' } : judgePrice(negative, wholeCents + 1, true);
}

function judgePrice(negative: boolean, cents: number, decimals: boolean): PriceCheck {
  if (negative && cents > 0) return { problem: 'negative' };
  if (cents > MAX_PRICE_CENTS) return { problem: 'tooLarge' };
  if (decimals) return { problem: 'decimals' };
  if (cents === 0) return { problem: 'zero' };
  return { cents };
}

/** The locale of a reader's number format: English `€1,234.50`, German `1.234,50 €`, Slovak `1 234,50 €`. */
export const numberLocales = { en: 'en-IE', de: 'de-DE', sk: 'sk-SK' } as const;

// Built on first use: a currency format takes milliseconds to set up, which pages that load this module but
// show no price (the staff sign-in, through the schemas) should not pay.
const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (key: string, language: Language, options: Intl.NumberFormatOptions) => {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(numberLocales[language], options)));
  return format;
};

/**
 * Minor units of `currency` in a reader's number format, the staff UI's language or the printshop's:
 * "€1,234.50", "1.234,50 €", "1 234,50 Kč", "CZK 1,234.50" (Intl decides the sign and its place).
 */
export const formatMoney = (amount: number, currency: Currency, language: Language): string =>
  numberFormat(`${currency} ${language}`, language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);

/** The sign or code Intl writes for `currency` in a reader's language ("€", "CZK", "£"): a price field's unit. */
export const currencySign = (currency: Currency, language: Language): string =>
  numberFormat(`${currency} ${language}`, language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** Cents as a price field shows them, no sign: "1,234.50" / "1.234,50" / "1 234,50"; parseAmount reads them back. */
export const priceText = (cents: number, language: Language): string =>
  numberFormat(`price ${language}`, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );

/**
 * A rate (the task's currency per unit of another) as a reader writes it: its ten significant digits as the API
 * keeps them (schemas/currencies.ts), four decimals at least, never grouped, so that a rate field reads it back
 * unchanged: "0.0400" / "0,0400", "0.002564102564", "25.0000".
 */
export function formatRate(rate: number, language: Language): string {
  const plain = rate.toLocaleString('en-US', { maximumSignificantDigits: 10, useGrouping: false });
  const [whole, fraction = ''] = plain.split('.');
  return `${whole}${language === 'en' ? '.' : ','}${fraction.padEnd(4, '0')}`;
}

/** Cents as the API takes a price: a decimal string with two decimals, exact at any size ("1234.50"). */
export const apiPrice = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A quantity as typed: "5000", or grouped as any reader groups it, "5,000", "5.000", "5 000". Pieces are
 * whole, so a separator before three digits can only group. Null when it is no whole number.
 */
export function parseCount(text: string): number | null {
  const s = text.trim();
  if (!/^(?:\d+|\d{1,3}(?:(?:,\d{3})+|(?:\.\d{3})+|(?:\s\d{3})+))$/.test(s)) return null;
  const count = Number(s.replace(/\D/g, ''));
  return Number.isSafeInteger(count) ? count : null;
}

/** A quantity (or any plain number) in a reader's number format: 5,000 / 5.000 / 5 000, 2.5 / 2,5 / 2,5. */
export function formatCount(count: number, language: Language): string {
  return count.toLocaleString(numberLocales[language]);
}
