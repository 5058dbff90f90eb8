import { toDisplayDate } from '../../../shared/dates.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Certificate } from '../../../shared/schemas/certificates.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { ScorecardSummary } from '../../../shared/schemas/deliveries.ts';
import type { Table } from './table.ts';
import type { ExportTexts } from './records.texts.ts';

type Facts = {
  certificates: ReadonlyMap<string, Certificate[]>;
  scorecards: ReadonlyMap<string, ScorecardSummary>;
};

/**
 * Each printshop that offered, in the comparison's order, with what qualifies it and how it delivered before
 * (docs/product.md#exports): its certificates with their last valid day, its orders, the share delivered on time
 * (a fraction, shown as a percentage) and the average quality of its recorded deliveries.
 */
export function suppliersTable(
  comparison: Comparison,
  facts: Facts,
  texts: ExportTexts,
  language: StaffLanguage,
): Table {
  const ids = [...new Set(comparison.offers.map((o) => o.supplierId))];
  const names = new Map(comparison.offers.map((o) => [o.supplierId, o.name]));
  return {
    columns: [
      { label: texts.supplier, kind: 'text' },
      { label: texts.suppliers.certificates, kind: 'text' },
      { label: texts.suppliers.orders, kind: 'whole' },
      { label: texts.suppliers.onTime, kind: 'number' },
      { label: texts.suppliers.quality, kind: 'number' },
    ],
    rows: ids.map((id) => {
      const card = facts.scorecards.get(id);
      const held = (facts.certificates.get(id) ?? []).map(
        (c) => `${c.kind} (${texts.suppliers.until} ${toDisplayDate(c.validUntil, language)})`,
      );
      return {
        kind: 'offer' as const,
        cells: [
          { text: names.get(id) ?? '' },
          held.length ? { text: held.join(', ') } : null,
          { whole: card?.orders ?? 0 },
          card?.onTimeShare == null ? null : { number: card.onTimeShare, numFmt: '0%' },
          card?.averageQuality == null ? null : { number: card.averageQuality, numFmt: '0.0' },
        ],
      };
    }),
  };
}
