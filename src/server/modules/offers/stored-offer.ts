import { isCurrency, ratesFrom, type Currency } from '../../../shared/currencies.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';

/**
 * A printshop's offer as stored: its prices in cents per task format (each with the format revision it answers
 * and the quantity it was given for), its total as sent, its terms and when it came. What it means for the task
 * as it is now is its standing (standing.ts).
 */
export type Offer = {
  prices: PriceEntry[];
  sum: number;
  terms: Terms | null;
  submittedAt: number;
  /** The currency its amounts are in (one the task accepts); null: sent before currencies, the task's own. */
  currency: Currency | null;
  /** The task's currency per unit of it, at the task's rates (1: the task's own): converted.ts weighs it so. */
  rate: number;
};

/** An offer's columns as a query reads them: the prices and terms are JSON, and NULL while sealed or before any. */
export type OfferColumns = {
  prices: string | null;
  sum: number | string | null;
  terms: string | null;
  submittedAt: number | null;
  /** supplierTasks.currency (offerRevisions.currency) and the task's rates (tasks.rates). */
  currency: string | null;
  /** Absent for a query without the task: the offer then weighs 1:1. */
  rates?: string | null;
};

/**
 * A price as stored: those stored before scales existed are `{ id, price, revision, count }` alone (migration 024
 * gave every stored price its revision and quantity).
 */
type StoredPrice = Pick<PriceEntry, 'id' | 'price' | 'revision' | 'count'> & Partial<PriceEntry>;

const toPriceEntry = ({
  id,
  price,
  revision,
  count,
  scales = [],
  runOnPer1000 = null,
  alternative = null,
  versionChangePrice,
  versions,
}: StoredPrice): PriceEntry => ({
  id,
  price,
  revision,
  count,
  scales,
  runOnPer1000,
  alternative: alternative && { ...alternative, scales: alternative.scales ?? [] },
  // Only prices of formats that ask for a price per version change carry one (docs/product.md#versions).
  ...(versionChangePrice == null ? {} : { versionChangePrice, versions }),
});

/** Terms as stored: those stored before delivery cost and lead time existed lack them. */
type StoredTerms = Omit<Terms, 'deliveryCost' | 'leadDays'> & Partial<Terms>;
const toTerms = ({ deliveryCost = null, leadDays = null, ...terms }: StoredTerms): Terms => ({
  ...terms,
  deliveryCost,
  leadDays,
});

/** The stored prices (JSON), or null while sealed or before the first submission. */
export const pricesOf = (prices: string | null): PriceEntry[] | null =>
  prices === null ? null : (JSON.parse(prices) as StoredPrice[]).map(toPriceEntry);

/** The stored terms (JSON), or null when none were stated (or while sealed). */
export const termsOf = (terms: string | null): Terms | null =>
  terms === null ? null : toTerms(JSON.parse(terms) as StoredTerms);

/** An offer's columns as an offer, or null before the first submission (or while sealed). */
export function toOffer(row: OfferColumns): Offer | null {
  const prices = pricesOf(row.prices);
  if (row.sum === null || prices === null) return null;
  const currency = isCurrency(row.currency) ? row.currency : null;
  return {
    prices,
    sum: Number(row.sum),
    terms: termsOf(row.terms),
    submittedAt: Number(row.submittedAt),
    currency,
    rate: rateFor(currency, row.rates ?? null),
  };
}

/**
 * The task's currency per unit of an offer's `currency` at the task's stored rates. A task is sent only with a rate
 * for each currency it accepts (RATE_MISSING); one missing all the same (the currency dropped by an amendment
 * after the offer came) weighs 1:1 rather than not at all.
 */
export function rateFor(currency: Currency | null, rates: string | null): number {
  return currency === null ? 1 : (ratesFrom(rates)[currency] ?? 1);
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** An offer's prices and terms as stored. */
export const storedPrices = (prices: readonly PriceEntry[]): string => JSON.stringify(prices);
export const storedTerms = (terms: Terms | null): string | null => json(terms);
