import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import type { Column } from '../../../components/record-table.tsx';
import { ScorecardLine, useScorecardText } from '../../../components/scorecard-line.tsx';
import { useScorecardTexts } from '../../../i18n/scorecard.ts';

/** The printshop table's column of the scorecard in short (docs/product.md#deliveries-and-scorecards). */
export function useScorecardColumn(): Column<Supplier> {
  const st = useScorecardTexts();
  const text = useScorecardText();
  return {
    id: 'scorecard',
    label: st('column'),
    value: (s) => text(s.id)?.full ?? '',
    render: (s) => <ScorecardLine supplierId={s.id} />,
  };
}
