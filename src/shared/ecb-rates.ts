import { CURRENCIES, type Currency, type Rates } from './currencies.ts';

/**
 * The ECB's daily reference rates (eurofxref-daily.xml: `<Cube time="2026-12-01"><Cube currency="CZK"
 * rate="25.120"/>…`) as a task's rates: `own` per unit of each other currency here. The file gives each currency
 * per 1 EUR, so 1 X is 1/rate(X) EUR and rate(own)/rate(X) of `own` (EUR itself: rate 1). Null when the text is no
 * such file or lacks `own`. Pure: the upload and the fetch read it alike.
 */
export function ecbRates(xml: string, own: Currency): { date: string; rates: Rates } | null {
  const date = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!date) return null;
  const perEur = new Map<string, number>([['EUR', 1]]);
  for (const m of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([\d.]+)["']\s*\/>/g)) {
    const rate = Number(m[2]);
    if (Number.isFinite(rate) && rate > 0) perEur.set(m[1]!, rate);
  }
  const base = perEur.get(own);
  if (base === undefined || perEur.size < 2) return null;
  const rates: Rates = {};
  for (const c of CURRENCIES) {
    const rate = perEur.get(c);
    if (c !== own && rate !== undefined) rates[c] = Number((base / rate).toPrecision(10));
  }
  return { date, rates };
}
