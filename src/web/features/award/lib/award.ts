import { convert, rateOf, type Currency } from '../../../../shared/currencies.ts';
import { comparisonBids, suggestAward } from '../../../../shared/landed-cost.ts';
import { priceOf, quantitiesOf } from '../../../../shared/quantities.ts';
import type { AwardBody } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';

type Offer = Comparison['offers'][number];
type Format = Comparison['formats'][number];

/**
 * What a format can be ordered as from one offer: an asked quantity it priced, or its alternative. `price` is in the
 * offer's `currency`, as it will be ordered; `converted` is it in the task's when that is another (null: the same).
 */
export type AwardOption = {
  key: string;
  count: number;
  price: number;
  currency: Currency;
  converted: number | null;
  alternative: string | null;
};

/**
 * The task's currency per unit of the offer's, at the comparison's rates (docs/product.md#currencies); an offer in a
 * currency the task no longer lists keeps the rate it was weighed at.
 */
const rateIn = (comparison: Pick<Comparison, 'rates' | 'currency'>, offer: Offer) =>
  rateOf(comparison.rates, comparison.currency, offer.currency) ?? offer.rate;

/** An amount of an offer's in the task's currency, as the server weighs it: each amount converted on its own. */
export const inTaskCurrency = (comparison: Pick<Comparison, 'rates' | 'currency'>, offer: Offer, amount: number) =>
  convert(amount, rateIn(comparison, offer));

/** The offer with its prices and delivery cost in the task's currency: what the suggestion and the order weigh. */
function converted(comparison: Comparison, offer: Offer): Offer {
  if (offer.currency === comparison.currency) return offer;
  const at = (amount: number) => inTaskCurrency(comparison, offer, amount);
  return {
    ...offer,
    prices: offer.prices.map((p) => ({ ...p, price: at(p.price) })),
    terms: offer.terms && {
      ...offer.terms,
      deliveryCost: offer.terms.deliveryCost === null ? null : at(offer.terms.deliveryCost),
    },
  };
}

/** A format's award: from whom, and which of that offer's options. */
export type Choice = { supplierId: string; option: string };

const entryOf = (offer: Offer, formatId: string) => offer.prices.find((p) => p.id === formatId);

/** The options an offer gives a format: each asked quantity it priced (the count first), then its alternative. */
export function optionsOf(comparison: Comparison, format: Format, offer: Offer): AwardOption[] {
  const entry = entryOf(offer, format.id);
  if (!entry) return [];
  const asked = { ...format, runOn: false };
  const quantities = [format.count, ...quantitiesOf(format).filter((q) => q !== format.count)];
  const foreign = offer.currency !== comparison.currency;
  const priced = (price: number) => ({
    price,
    currency: offer.currency,
    converted: foreign ? inTaskCurrency(comparison, offer, price) : null,
  });
  const options = quantities.flatMap((count) => {
    const price = priceOf(entry, asked, count);
    return price === null ? [] : [{ key: `count:${count}`, count, ...priced(price), alternative: null }];
  });
  const alt = entry.alternative;
  return alt
    ? [...options, { key: 'alternative', count: format.count, ...priced(alt.price), alternative: alt.description }]
    : options;
}

/**
 * Whether an offer can win a format: it priced the format as it is (no price waiting to be confirmed) and its
 * printshop was not deleted since, as the server takes an award (docs/product.md#award-and-order).
 */
export const canWin = (offer: Offer, formatId: string) =>
  !offer.deleted && entryOf(offer, formatId) !== undefined && !offer.staleFormats.includes(formatId);

/**
 * What a format alone costs from an offer in the task's currency: its count price and the offer's delivery (lowest
 * incl. delivery), each converted at the task's rate for the offer's currency.
 */
const landedOf = (comparison: Comparison, offer: Offer, formatId: string) => {
  const inTask = converted(comparison, offer);
  return entryOf(inTask, formatId)!.price + (inTask.terms?.deliveryCost ?? 0);
};

/** The printshops whose offer can win a format, cheapest incl. delivery at its count first, as the marks count. */
export const offersFor = (comparison: Comparison, format: Format): Offer[] =>
  comparison.offers
    .filter((o) => canWin(o, format.id))
    .sort((a, b) => landedOf(comparison, a, format.id) - landedOf(comparison, b, format.id));

/**
 * To start with: every format at its count, to the set of printshops whose prices plus each one's delivery
 * once cost least (src/shared/landed-cost.ts, docs/product.md#award-and-order), not the cheapest per format.
 */
export function suggestedChoices(comparison: Comparison): Record<string, Choice> {
  const suggestion = suggestAward(
    comparison.formats.map((f) => f.id),
    comparisonBids(comparison.offers.map((o) => converted(comparison, o))),
  );
  const choices: Record<string, Choice> = {};
  for (const format of comparison.formats) {
    const supplierId = suggestion[format.id];
    if (supplierId) choices[format.id] = { supplierId, option: `count:${format.count}` };
  }
  return choices;
}

/** The option a choice stands for, or undefined when that offer does not give it. */
export function chosenOption(comparison: Comparison, format: Format, choice: Choice | undefined) {
  const offer = comparison.offers.find((o) => o.supplierId === choice?.supplierId);
  return offer && optionsOf(comparison, format, offer).find((o) => o.key === choice?.option);
}

/** The award as the API takes it. */
export function awardBody(
  comparison: Comparison,
  choices: Record<string, Choice>,
  notifyOthers: boolean,
  reason = '',
): AwardBody {
  return {
    awards: comparison.formats.map((f) => {
      const option = chosenOption(comparison, f, choices[f.id])!;
      return {
        formatId: f.id,
        supplierId: choices[f.id]!.supplierId,
        count: option.count,
        alternative: option.alternative !== null,
      };
    }),
    notifyOthers,
    ...(reason ? { reason } : {}),
  };
}

/** Who gets an order for what: the printshops in the order of the formats they won. */
export function ordersOf(comparison: Comparison, choices: Record<string, Choice>) {
  const orders = new Map<string, { name: string; formats: { title: string; option: AwardOption }[] }>();
  for (const format of comparison.formats) {
    const choice = choices[format.id];
    const option = chosenOption(comparison, format, choice);
    const offer = comparison.offers.find((o) => o.supplierId === choice?.supplierId);
    if (!option || !offer) continue;
    const order = orders.get(offer.supplierId) ?? { name: offer.name, formats: [] };
    order.formats.push({ title: format.title, option });
    orders.set(offer.supplierId, order);
  }
  return [...orders.values()];
}

/** Whether every format has a choice its offer gives: only then is there an award to preview and send. */
export const isComplete = (comparison: Comparison, choices: Record<string, Choice>) =>
  comparison.formats.every((f) => chosenOption(comparison, f, choices[f.id]) !== undefined);

/** Whether some format is ordered at another quantity than its count, or as an alternative. */
export const buysOtherThanAsked = (comparison: Comparison, choices: Record<string, Choice>) =>
  comparison.formats.some((f) => {
    const option = chosenOption(comparison, f, choices[f.id]);
    return option !== undefined && (option.alternative !== null || option.count !== f.count);
  });

/**
 * An offer's amount as the dialog says it: in the offer's currency, and for an offer in another than the task's
 * beside it what it is in the task's (≈), as the comparison shows it (price-text.tsx).
 */
export const bothAmounts = (
  money: (amount: number, currency: Currency) => string,
  taskCurrency: Currency,
  { price, currency, converted: inTask }: Pick<AwardOption, 'price' | 'currency' | 'converted'>,
) => (inTask === null ? money(price, currency) : `${money(price, currency)} (≈ ${money(inTask, taskCurrency)})`);

/**
 * Whether the award asks "Why this printshop?" (docs/product.md#scoring): the task has weights of its own (by the
 * price alone nothing changes for those who never set any) and some format goes to a printshop that is neither
 * among its lowest (incl. delivery) nor holds its best score.
 */
export function asksReason(comparison: Comparison, choices: Record<string, Choice>): boolean {
  if (comparison.scoring.price === 100) return false;
  // The suggestion is the lowest award landed (each delivery once): it needs no reason, even where a format's own
  // lowest is another printshop's.
  const suggested = suggestedChoices(comparison);
  return comparison.formats.some((format) => {
    const supplierId = choices[format.id]?.supplierId;
    if (!supplierId || suggested[format.id]?.supplierId === supplierId) return false;
    const lowest = comparison.lowest.find((l) => l.id === format.id);
    const best = comparison.bestScore.formats.find((b) => b.id === format.id);
    if (!lowest && !best) return false;
    if (lowest?.supplierIds.includes(supplierId)) return false;
    const own = comparison.offers
      .find((o) => o.supplierId === supplierId)
      ?.formatScores.find((s) => s.id === format.id);
    return !(best && own && own.total === best.total);
  });
}

/**
 * Whether accepting a printshop's whole offer asks "Why this printshop?": as `asksReason`, when the task has
 * weights of its own and the offer is neither the lowest landed total nor holds the best score overall.
 */
export function acceptAsksReason(comparison: Comparison | undefined, supplierId: string): boolean {
  if (!comparison || comparison.scoring.price === 100) return false;
  const offer = comparison.offers.find((o) => o.supplierId === supplierId);
  if (!offer || offer.sum === null) return false;
  const sums = comparison.offers.filter((o) => o.complete && o.sum !== null).map((o) => o.sum!);
  if (offer.sum <= Math.min(...sums)) return false;
  return offer.score?.total !== comparison.bestScore.total;
}
