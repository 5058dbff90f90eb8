import type { Language } from '../../shared/languages.ts';
import { checkEuros, type PriceProblem } from '../../shared/money.ts';

const decimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const numberFormats: Record<Language, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', decimals),
  en: new Intl.NumberFormat('en-GB', decimals),
  sk: new Intl.NumberFormat('sk-SK', decimals),
};

/** Cents as the price field shows them, in the supplier's notation: "1.234,50" / "1,234.50" / "1 234,50". */
export const priceText = (cents: number, language: Language) => numberFormats[language].format(cents / 100);

/** Cents as the API takes them: a decimal string with two decimals, exact at any size ("1234.50"). */
export const apiPrice = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Why a price field holds no price: empty, no amount, or the rule it breaks (negative, zero, …). */
export type PriceError = 'required' | PriceProblem;
export type PriceCheck = { cents: number; error?: never } | { cents?: never; error: PriceError };

/** What the supplier typed, as cents or as the reason it is no price; `language` as parseEuros. */
export function checkPrice(text: string, language?: Language): PriceCheck {
  if (!text.trim()) return { error: 'required' };
  const { cents, problem } = checkEuros(text, language);
  return problem ? { error: problem } : { cents };
}

/** The typed text shown with two decimals once the field is left; text that is no price stays as typed. */
export function normalizePrice(text: string, language: Language): string {
  const { cents } = checkPrice(text, language);
  return cents === undefined ? text : priceText(cents, language);
}
