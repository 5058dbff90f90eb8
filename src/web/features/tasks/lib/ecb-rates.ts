import type { Currency, Rates } from '../../../../shared/currencies.ts';
import type { EcbRates } from '../../../../shared/schemas/rates.ts';

/**
 * The ECB's rates (the workspace's currency per unit) as the task's: its own currency per unit of each of
 * `currencies`. A task made while the workspace kept another currency divides by its own currency's rate; a
 * currency the file lacks is left out.
 */
export function taskRates(ecb: EcbRates, own: Currency, currencies: readonly Currency[]): Rates {
  const perUnit = (c: Currency) => (c === ecb.currency ? 1 : ecb.rates[c]);
  const ownRate = perUnit(own);
  const rates: Rates = {};
  for (const c of currencies) {
    const rate = perUnit(c);
    if (rate !== undefined && ownRate !== undefined) rates[c] = Number((rate / ownRate).toPrecision(10));
  }
  return rates;
}
