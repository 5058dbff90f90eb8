import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { Cell, Column } from './table.ts';
import type { ExportTexts } from './records.texts.ts';

type Offer = Comparison['offers'][number];

// After a final round the comparison sheet reads round 1 → round 2 per printshop, as the comparison's round table
// does (docs/product.md#rounds): the round before's total beside the total, which is the final round's.

const roundOf = (comparison: Comparison) => comparison.round ?? 1;

/** The column of the round before's totals, before the total; none while the task has one round. */
export const earlierHeaders = (comparison: Comparison, texts: ExportTexts, label: (l: string) => string): Column[] =>
  roundOf(comparison) < 2 ? [] : [{ label: label(texts.roundTotal(roundOf(comparison) - 1)), kind: 'money' }];

/** The total column's label: the final round's after one opened. */
export const totalLabel = (comparison: Comparison, texts: ExportTexts) =>
  roundOf(comparison) < 2 ? texts.total : texts.roundTotal(roundOf(comparison));

/** A row's total before the final round (landed, in the task's currency); a row that is no offer has none. */
export function earlierCells(comparison: Comparison, offer: Offer | null): Cell[] {
  if (roundOf(comparison) < 2) return [];
  const earlier = offer?.earlier;
  return [earlier ? { cents: earlier.sum, currency: comparison.currency } : null];
}

/** A printshop left out of the final round has no total in it: its offer stays on record, in the round before's. */
export const leftOut = (comparison: Comparison, offer: Offer) =>
  roundOf(comparison) >= 2 && (offer.round ?? 1) < roundOf(comparison);
