import { convert } from '../../../shared/currencies.ts';
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
