import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import { formatByKey } from './formats.data.ts';
import type { DemoSupplier } from './suppliers.data.ts';

/** How a printshop prices this offer: `level` 0.95 is 5 % below its usual; an alternative to one format. */
export type OfferOptions = {
  level?: number;
  alternative?: { format: string; description: string; level: number };
};

/** A stable number in [0, 1) for a text: the same demo prices on every run. */
function hashed(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/** What `count` pieces of a format cost at a level: set-up plus run, whole units (EUR) as a quote states them. */
function wholeUnits(key: string, count: number, level: number): string {
  const { setup, per1000 } = formatByKey(key).cost;
  return String(Math.round((setup + (per1000 * count) / 1000) * level));
}

/**
 * The printshop's offer on its page: a price for each format's quantity and further quantities, run-on
 * where asked, perhaps an alternative, and its terms with a quote number that counts its revisions.
 */
export function offerBody(
  taskKey: string,
  formatKeys: string[],
  shop: DemoSupplier,
  page: PubOffer,
  revision: number,
  options: OfferOptions = {},
): OfferBody {
  const { style } = shop;
  const formats = page.task.formats.map((f, i) => {
    const key = formatKeys[i]!;
    // Each printshop is cheaper on some formats than on others: ±6 % around its level.
    const level = style.level * (options.level ?? 1) * (0.94 + 0.12 * hashed(`${taskKey}/${shop.key}/${key}`));
    const prices = (at: number) => ({
      price: wholeUnits(key, f.count, at),
      scales: f.counts.map((count) => ({ count, price: wholeUnits(key, count, at) })),
    });
    const alternative = options.alternative?.format === key ? options.alternative : undefined;
    return {
      id: f.id,
      revision: f.revision,
      ...prices(level),
      ...(f.runOn && { runOnPer1000: (formatByKey(key).cost.per1000 * level * 0.9).toFixed(2) }),
      ...(alternative && {
        alternative: { description: alternative.description, ...prices(level * alternative.level) },
      }),
    };
  });
  const number = 1000 + Math.floor(hashed(`${taskKey}/${shop.key}`) * 9000);
  return {
    formats,
    terms: {
      quoteNumber: `${style.quotePrefix}${number}${revision > 1 ? `-${revision}` : ''}`,
      deliveryCost: style.deliveryCost,
      leadDays: style.leadDays,
      validDays: style.validDays,
      ...(style.oversPercent !== undefined && { oversPercent: style.oversPercent }),
      ...(style.note && { note: style.note }),
    },
  };
}
