/**
 * The currencies a workspace keeps its books in and a printshop may quote in: each with two decimals as the API
 * takes them (amounts are integer minor units, docs/decisions/030-money-in-minor-units.md). Here, without zod, as
 * languages.ts: the supplier's page and the staff app's first load need them.
 */
export const CURRENCIES = ['EUR', 'CZK', 'PLN', 'HUF', 'CHF', 'GBP', 'SEK', 'DKK', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'EUR';

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.some((c) => c === value);

/** The task's currency per unit of each other currency it accepts (`{ CZK: 0.04 }`: 1 CZK is 0.04 EUR). */
export type Rates = Partial<Record<Currency, number>>;

/** What one unit of `currency` is worth in `own`: 1 for `own` itself, null when the task fixed no rate for it. */
export const rateOf = (rates: Rates, own: Currency, currency: Currency): number | null =>
  currency === own ? 1 : (rates[currency] ?? null);

/**
 * An amount in minor units converted at `rate` (every currency here has two decimals, so minor units convert as
 * whole units do), rounded to the nearest minor unit. The one conversion (docs/decisions/030).
 */
export const convert = (amount: number, rate: number): number => Math.round(amount * rate);

/** The accepted currencies that have no rate yet: a task lacking one cannot be sent. */
export const missingRates = (own: Currency, currencies: readonly Currency[], rates: Rates): Currency[] =>
  currencies.filter((c) => rateOf(rates, own, c) === null);

/** A task's accepted currencies as stored (JSON, null: its own alone). */
export function acceptedFrom(stored: string | null, own: Currency): Currency[] {
  const list = stored === null ? [] : (JSON.parse(stored) as unknown[]).filter(isCurrency);
  return list.length > 0 ? list : [own];
}

/** A task's rates as stored (JSON, null: none). */
export function ratesFrom(stored: string | null): Rates {
  if (stored === null) return {};
  const parsed = JSON.parse(stored) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).filter(([c, r]) => isCurrency(c) && typeof r === 'number' && r > 0),
  ) as Rates;
}

/** The rates worth keeping: those of accepted currencies other than the task's own. */
export const keptRates = (own: Currency, accepted: readonly Currency[], rates: Rates): Rates =>
  Object.fromEntries(Object.entries(rates).filter(([c]) => c !== own && accepted.includes(c as Currency))) as Rates;
