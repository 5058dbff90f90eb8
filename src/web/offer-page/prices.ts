import type { Language } from '../../shared/languages.ts';
import { checkAmount, priceText } from '../../shared/money.ts';

/** The typed text shown with two decimals once the field is left; text that is no price stays as typed. */
export function normalizePrice(text: string, language: Language): string {
  const { cents } = checkAmount(text, language);
  return cents === undefined ? text : priceText(cents, language);
}
