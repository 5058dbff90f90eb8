/**
 * The currencies a workspace keeps its books in and a printshop may quote in: each with two decimals as the API
 * takes them (amounts are integer minor units, docs/decisions/028-money-in-minor-units.md). Here, without zod, as
 * languages.ts: the supplier's page and the staff app's first load need them.
 */
export const CURRENCIES = ['EUR', 'CZK', 'PLN', 'HUF', 'CHF', 'GBP', 'SEK', 'DKK', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'EUR';

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.some((c) => c === value);
