import { checkAmount, formatCount, formatMoney } from '../../shared/money.ts';
import { offerCurrency } from './offer-fields.ts';
import { priceDoubts, type QuantityPrice } from '../../shared/price-check.ts';
import { per1000 } from '../../shared/quantities.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { fieldKey, isNoOffer, type Values } from './offer-fields.ts';
import { texts } from './texts.ts';

/** A price the page asks about before sending: the field to go back to and what to say. */
export type Doubt = { key: string; text: string };

/**
 * The typed prices that are probably mistyped (src/shared/price-check.ts), in the formats' order, worded in the
 * printshop's language with the figures compared: against its earlier price for the format (its current offer's,
 * a price waiting to be confirmed too) and across the format's quantities.
 */
export function doubtsOf(offer: PubOffer, values: Values): Doubt[] {
  const language = offer.supplier.language;
  const t = texts[language].doubts;
  const money = (cents: number) => formatMoney(cents, offerCurrency(offer, values), language);
  const count = (n: number) => formatCount(n, language);
  const typed = (key: string) => checkAmount(values[key] ?? '', language).cents;
  // A price for another quantity than the one it is compared with is shown with its price per 1,000.
  const shown = (p: QuantityPrice, other: QuantityPrice) =>
    p.count === other.count
      ? money(p.cents)
      : t.quantity(money(p.cents), count(p.count), money(per1000(p.cents, p.count)));
  return offer.task.formats.flatMap((f) => {
    const cents = typed(fieldKey.price(f.id));
    if (isNoOffer(values, f.id) || cents === undefined) return [];
    const scales = f.counts.flatMap((c) => {
      const price = typed(fieldKey.scale(f.id, c));
      return price === undefined ? [] : [{ cents: price, count: c }];
    });
    const entry = offer.supplierTask.formats.find((e) => e.id === f.id);
    const earlier =
      entry && entry.price !== null
        ? {
            price: { cents: entry.price, count: entry.count ?? f.count },
            scales: entry.scales.map((s) => ({ cents: s.price, count: s.count })),
          }
        : null;
    const keyOf = (p: QuantityPrice) => (p.count === f.count ? fieldKey.price(f.id) : fieldKey.scale(f.id, p.count));
    return priceDoubts({ price: { cents, count: f.count }, scales }, earlier).map((d) => {
      const n = count(d.times.n);
      if (d.kind === 'curve') {
        const at = (p: QuantityPrice) => t.per1000(money(per1000(p.cents, p.count)), count(p.count));
        return { key: keyOf(d.high), text: t.curve(f.title, at(d.high), at(d.low), n, d.times.over) };
      }
      const said = d.high ? t.higher : t.lower;
      return {
        key: keyOf(d.price),
        text: said(f.title, shown(d.price, d.earlier), shown(d.earlier, d.price), n, d.times.over),
      };
    });
  });
}
