/**
 * The VAT an order charges, decided for a buyer and a printshop (docs/product.md#tax). One pure rule; amounts are
 * integer minor units of whatever currency the order's lines are in, so the rule does not care which.
 *
 * - A party's country is its `country` (ISO 3166 alpha-2), else its VAT number's prefix (Greece's "EL" is GR).
 * - Same country: that country's standard rate (`domestic`), from `STANDARD_RATES`; a country outside the table
 *   has no rate we know (`unknown`: the order says VAT is added at the statutory rate).
 * - Both in the EU, different countries, both with a VAT number: 0 % and the reverse-charge sentence
 *   (`reverse-charge`). Without both VAT numbers the supply is taxed where the printshop is: its country's rate
 *   (`eu-no-vat-id`), as a sale to a private person would be.
 * - One of them outside the EU: no VAT is charged by the order (`outside-eu`).
 * - Only one country known: the pair is taken as domestic in it (most orders are); none known: `unknown`.
 */

/** Standard rates in percent, the EU's 27 (as of 1 January 2026) and the neighbours printshops quote from. */
export const STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
  CH: 8.1,
  GB: 20,
  NO: 25,
};

export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** What the rule reads of a buyer or a printshop. */
export type TaxParty = { country: string; vatNumber: string };

export type TaxKind = 'domestic' | 'eu-no-vat-id' | 'reverse-charge' | 'outside-eu' | 'unknown';

/** The decision: its kind, the country whose rate applies (null: none), the rate in percent (null: not known). */
export type Tax = { kind: TaxKind; country: string | null; rate: number | null };

const VAT_PREFIX = /^([A-Za-z]{2})/;

/** The party's country: its own, else its VAT number's prefix (EL, Greece's, is GR); null when neither tells. */
export function countryOf({ country, vatNumber }: TaxParty): string | null {
  const own = country.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(own)) return own;
  const prefix = VAT_PREFIX.exec(vatNumber.replace(/\s/g, ''))?.[1]?.toUpperCase();
  if (!prefix) return null;
  return prefix === 'EL' ? 'GR' : prefix;
}

const hasVatNumber = (p: TaxParty) => p.vatNumber.trim() !== '';

const at = (kind: TaxKind, country: string, rates: Readonly<Record<string, number>>): Tax => {
  const rate = rates[country];
  return rate === undefined ? { kind: 'unknown', country, rate: null } : { kind, country, rate };
};

/** The VAT of an order from the buyer to the printshop; `rates` replaces the standard table (in percent). */
export function taxFor(buyer: TaxParty, supplier: TaxParty, rates = STANDARD_RATES): Tax {
  const from = countryOf(supplier);
  const to = countryOf(buyer);
  if (from === null && to === null) return { kind: 'unknown', country: null, rate: null };
  if (from === null || to === null || from === to) return at('domestic', (from ?? to)!, rates);
  if (!EU_COUNTRIES.has(from) || !EU_COUNTRIES.has(to)) return { kind: 'outside-eu', country: null, rate: 0 };
  if (hasVatNumber(buyer) && hasVatNumber(supplier)) return { kind: 'reverse-charge', country: null, rate: 0 };
  return at('eu-no-vat-id', from, rates);
}

/** The VAT on a net amount (integer minor units) at a rate in percent, rounded half up to a whole minor unit. */
export const vatOf = (net: number, rate: number | null): number =>
  rate === null ? 0 : Math.round((net * Math.round(rate * 100)) / 10_000);

/** An order's amounts: net (its lines and delivery), its VAT at the tax's rate, and the gross. */
export function taxed(net: number, tax: Tax) {
  const vat = vatOf(net, tax.rate);
  return { net, vat, gross: net + vat };
}
