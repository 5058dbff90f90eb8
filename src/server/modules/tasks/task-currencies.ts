import {
  acceptedFrom,
  isCurrency,
  keptRates,
  missingRates,
  ratesFrom,
  DEFAULT_CURRENCY,
  type Currency,
  type Rates,
} from '../../../shared/currencies.ts';
import { AppError } from '../../errors.ts';
import type { TaskRow } from './tasks.queries.ts';

type Stored = Pick<TaskRow, 'currency' | 'currencies' | 'rates'>;

/** The task's own currency: the workspace's when it was made (docs/product.md#currencies). */
export const currencyOf = (row: Pick<TaskRow, 'currency'>): Currency =>
  isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;

/** What the task accepts and at which rates, as the API answers it. */
export function currenciesOf(row: Stored) {
  const currency = currencyOf(row);
  const currencies = acceptedFrom(row.currencies, currency);
  return { currency, currencies, rates: keptRates(currency, currencies, ratesFrom(row.rates)) };
}

/**
 * The columns of the accepted currencies and rates as given (what is not given stays as stored): a rate of a
 * currency not accepted, or of the task's own, is dropped.
 */
export function storedCurrencies(row: Stored, given: { currencies?: Currency[]; rates?: Rates }) {
  const now = currenciesOf(row);
  const currencies = given.currencies ?? now.currencies;
  const rates = keptRates(now.currency, currencies, { ...now.rates, ...given.rates });
  const own = currencies.length === 1 && currencies[0] === now.currency;
  return {
    currencies: own ? null : JSON.stringify(currencies),
    rates: Object.keys(rates).length > 0 ? JSON.stringify(rates) : null,
  };
}

/**
 * 409 RATE_MISSING at `rates`, naming the currency, when the task accepts one without a rate: it cannot be sent
 * (nor amended) so.
 */
export function assertRates(row: Stored) {
  const { currency, currencies, rates } = currenciesOf(row);
  const missing = missingRates(currency, currencies, rates);
  if (missing.length > 0) {
    throw new AppError(
      409,
      'RATE_MISSING',
      `Set a rate for ${missing.join(', ')} (${currency} per unit) before sending: the task accepts it.`,
      'rates',
      { currencies: missing.join(', ') },
    );
  }
}

export type { Rates };
