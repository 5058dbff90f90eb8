import { convert } from '../../../shared/currencies.ts';
import { landedCost, type AwardedLine } from '../../../shared/landed-cost.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import type { Offer } from './stored-offer.ts';

/**
 * An offer with every amount in the task's currency at the task's rate for the offer's currency: what the ranks, the
 * lowest marks, the landed costs, the award's totals and the budget weigh (docs/decisions/030). The one place an
 * offer is converted; what the printshop sent, and its order, stay in its own currency.
 */
export function inTaskCurrency(offer: Offer): Offer {
  if (offer.rate === 1) return offer;
  const at = (amount: number) => convert(amount, offer.rate);
  const atOrNull = (amount: number | null) => (amount === null ? null : at(amount));
  const scales = (list: PriceEntry['scales']) => list.map((s) => ({ ...s, price: at(s.price) }));
  const prices = offer.prices.map((p): PriceEntry => ({
    ...p,
    price: at(p.price),
    scales: scales(p.scales),
    runOnPer1000: atOrNull(p.runOnPer1000),
    ...(p.versionChangePrice == null ? {} : { versionChangePrice: at(p.versionChangePrice) }),
    alternative: p.alternative && {
      ...p.alternative,
      price: at(p.alternative.price),
      scales: scales(p.alternative.scales),
    },
  }));
  const terms: Terms | null = offer.terms && {
    ...offer.terms,
    deliveryCost: atOrNull(offer.terms.deliveryCost),
    oversPer1000: atOrNull(offer.terms.oversPer1000),
  };
  return { ...offer, prices, terms, sum: at(offer.sum), rate: 1 };
}

/**
 * What an award costs in the task's currency, landed (src/shared/landed-cost.ts): each winner's ordered prices (in
 * its offer's currency, as ordered) and its offer's delivery cost once, converted at its rate as `inTaskCurrency`
 * converts its offer, so that the award's total adds amounts of one currency. `offerOf`: a winner's offer, null when
 * none is kept (its prices then weigh 1:1 and it has no delivery cost).
 */
export function awardedInTaskCurrency(
  lines: readonly AwardedLine[],
  offerOf: (supplierId: string) => Offer | null,
): number {
  const rateOf = (supplierId: string) => offerOf(supplierId)?.rate ?? 1;
  const deliveryOf = (supplierId: string) => {
    const offer = offerOf(supplierId);
    return offer && (inTaskCurrency(offer).terms?.deliveryCost ?? null);
  };
  const converted = lines.map((l) => ({ ...l, price: convert(l.price, rateOf(l.supplierId)) }));
  return landedCost(converted, deliveryOf).total;
}
