import type { Currency } from '../../../shared/currencies.ts';

// The sign where it names one currency alone; "kr" (SEK, DKK) and "$" elsewhere would not, so the others by code.
const SIGNS: Partial<Record<Currency, string>> = { EUR: '€', GBP: '£' };

/**
 * Amounts stay numbers; Excel shows each with its own currency in the reader's own number format: a CZK offer's
 * cells say CZK beside the task's € (docs/product.md#exports).
 */
export const moneyFormat = (currency: Currency) => `#,##0.00 "${SIGNS[currency] ?? currency}"`;
