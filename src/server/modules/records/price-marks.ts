import { isOutlier, lowestMark, type bestTotal, type PriceSpot } from '../../../shared/lowest.ts';
import { convert } from '../../../shared/currencies.ts';
import { formatCount } from '../../../shared/money.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { ExportTexts } from './records.texts.ts';

/** A price column: a format at one of its quantities, or (count null) its run-on price per additional 1,000. */
export type PriceColumn = { format: Comparison['formats'][number]; count: number | null };

type Offer = Comparison['offers'][number];

/** How an amount is marked, as the screen marks it (src/shared/lowest.ts). */
export type AmountMarks = {
  /** 'landed' lowest incl. delivery, 'price' lowest price alone, 'total' the lowest total. */
  mark?: 'landed' | 'price' | 'total';
  /** Waits for the printshop to confirm it after an amendment changed its format. */
  toConfirm?: boolean;
  /** Far above the other offers' prices for its format: a typo? */
  outlier?: boolean;
  /** A lowest total resting on such a price. */
  flaggedTotal?: boolean;
};

const spotOf = ({ format, count }: PriceColumn): PriceSpot =>
  count === null
    ? { formatId: format.id, kind: 'runOn' }
    : { formatId: format.id, kind: count === format.count ? 'count' : 'scale', count };

/**
 * The marks of an offer's price in a column: as the table on the screen marks the same price, which is in the offer's
 * currency and weighed against the lowest in the task's at the offer's rate.
 */
export function priceMarks(comparison: Comparison, offer: Offer, column: PriceColumn, price: number | null) {
  const spot = spotOf(column);
  const mark = lowestMark(comparison, offer, spot, price === null ? undefined : convert(price, offer.rate));
  const marks: AmountMarks = {};
  if (mark) marks.mark = mark;
  if (offer.staleFormats.includes(column.format.id)) marks.toConfirm = true;
  if (spot.kind === 'count' && price !== null && isOutlier(comparison, offer.supplierId, column.format.id)) {
    marks.outlier = true;
  }
  return marks;
}

/** The marks of an offer's total: the lowest, and whether it rests on a price flagged far above the others. */
export function totalMarks(best: ReturnType<typeof bestTotal>, offer: Offer): AmountMarks {
  if (!best?.supplierIds.includes(offer.supplierId)) return {};
  return {
    mark: 'total',
    ...(best.flagged.some((f) => f.supplierId === offer.supplierId) ? { flaggedTotal: true } : {}),
  };
}

/**
 * A row's marks in words, for its Marks column: a CSV has no colours, and a workbook filtered by a column keeps
 * them ("Flyer A5 5,000: lowest incl. delivery; Flyer A5: far above the others — typo?; lowest total").
 */
export function markWords(
  cells: readonly { column: PriceColumn; marks: AmountMarks }[],
  total: AmountMarks,
  texts: ExportTexts,
  language: StaffLanguage,
): string {
  const at = ({ format, count }: PriceColumn) =>
    `${format.title} ${count === null ? texts.runOn : formatCount(count, language)}`;
  const words = cells.flatMap(({ column, marks }) => [
    ...(marks.mark === 'landed' ? [`${at(column)}: ${texts.lowestLanded}`] : []),
    ...(marks.mark === 'price' ? [`${at(column)}: ${texts.lowestPrice}`] : []),
    ...(marks.outlier ? [`${column.format.title}: ${texts.outlier}`] : []),
  ]);
  if (total.mark === 'total') {
    words.push(total.flaggedTotal ? `${texts.lowestTotal} (${texts.bestFlagged})` : texts.lowestTotal);
  }
  return words.join('; ');
}
