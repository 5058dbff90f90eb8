import { convert, type Currency } from '../../../shared/currencies.ts';
import { awardedCost } from '../../../shared/landed-cost.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import { convertedLabel } from './comparison-table.ts';
import type { Table } from './table.ts';
import type { ExportTexts } from './records.texts.ts';

/**
 * What an award ordered, format by format (the comparison's order): the printshop, its main offer or its
 * alternative, the quantity and the price; then each printshop's delivery cost and its total incl. delivery,
 * and the award's total, as the award counted them (src/shared/landed-cost.ts). A printshop's figures are in its
 * offer's currency, as its order; the award's total in the task's, each amount converted at the offer's rate as the
 * award preview weighs it. Null before the award (docs/product.md, Exports).
 */
export function orderedTable(comparison: Comparison, texts: ExportTexts): Table | null {
  if (comparison.awards.length === 0) return null;
  const offers = new Map(comparison.offers.map((o) => [o.supplierId, o]));
  // An award's printshop always offered, so the comparison names it; its id is the last resort.
  const nameOf = (supplierId: string) => offers.get(supplierId)?.name ?? supplierId;
  const currencyOf = (supplierId: string) => offers.get(supplierId)?.currency ?? comparison.currency;
  const rateOf = (supplierId: string) => offers.get(supplierId)?.rate ?? 1;
  const landed = awardedCost(comparison);
  const total = landed.perSupplier.reduce((sum, o) => {
    const at = (amount: number) => convert(amount, rateOf(o.supplierId));
    return sum + o.formats.reduce((own, f) => own + at(f.price), at(o.delivery));
  }, 0);
  const sumRow = (label: string, supplierId: string | null, cents: number, currency: Currency) => ({
    kind: 'offer' as const,
    cells: [
      { text: label },
      supplierId === null ? null : { text: nameOf(supplierId) },
      null,
      null,
      null,
      { cents, currency },
    ],
  });
  return {
    columns: [
      { label: texts.orderedSheet.format, kind: 'text' },
      { label: texts.supplier, kind: 'text' },
      { label: texts.orderedSheet.orderedAs, kind: 'text' },
      { label: texts.orderedSheet.description, kind: 'text' },
      { label: texts.labels.quantity, kind: 'whole' },
      { label: texts.orderedSheet.price, kind: 'money' },
    ],
    rows: [
      ...comparison.formats.flatMap((format) => {
        const award = comparison.awards.find((a) => a.formatId === format.id);
        if (!award) return [];
        return [
          {
            kind: award.alternative === null ? ('offer' as const) : ('alternative' as const),
            cells: [
              { text: format.title },
              { text: nameOf(award.supplierId) },
              { text: award.alternative === null ? texts.orderedSheet.main : texts.alternative },
              award.alternative === null ? null : { text: award.alternative },
              { whole: award.count },
              { cents: award.price, currency: currencyOf(award.supplierId) },
            ],
          },
        ];
      }),
      ...landed.perSupplier.map((o) =>
        sumRow(texts.orderedSheet.delivery, o.supplierId, o.delivery, currencyOf(o.supplierId)),
      ),
      ...landed.perSupplier.map((o) =>
        sumRow(texts.orderedSheet.total, o.supplierId, o.total, currencyOf(o.supplierId)),
      ),
      sumRow(convertedLabel(comparison, texts.orderedSheet.total), null, total, comparison.currency),
      ...(comparison.awardReason
        ? [
            {
              kind: 'offer' as const,
              cells: [{ text: texts.orderedSheet.reason }, { text: comparison.awardReason }, null, null, null, null],
            },
          ]
        : []),
    ],
  };
}
