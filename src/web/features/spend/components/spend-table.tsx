import type { Spend, SpendRow } from '../../../../shared/schemas/spend.ts';
import { RecordTable, type Column } from '../../../components/record-table.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useSpendTexts } from '../i18n/texts.ts';
import { rowLabel } from './row-label.ts';

/** A view's rows as a table under its chart: every figure readable without the chart. */
export function SpendTable({ report }: { report: Spend }) {
  const st = useSpendTexts();
  const { money, count, language } = useFormat();
  const { by } = report;
  const saved = (pick: (r: SpendRow) => SpendRow['savings']['budget']) => (r: SpendRow) =>
    pick(r).counted > 0 ? money(pick(r).amount, r.currency) : '–';
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const columns: Column<SpendRow>[] = [
    { id: 'key', label: st(`table.key.${by}`), value: (r) => rowLabel(r, by, language) },
    { id: 'spend', label: st('table.spend'), value: (r) => money(r.spend, r.currency), nowrap: true },
    { id: 'tasks', label: st('table.tasks'), value: (r) => count(r.tasks) },
    { id: 'bestOffer', label: st('table.bestOffer'), value: saved((r) => r.savings.bestOffer), nowrap: true },
    { id: 'budget', label: st('table.budget'), value: saved((r) => r.savings.budget), nowrap: true },
    { id: 'earlier', label: st('table.earlierPrices'), value: saved((r) => r.savings.earlierPrices), nowrap: true },
  ];
  if (by === 'supplier') {
    columns.push(
      {
        id: 'onTime',
        label: st('table.onTime'),
        value: (r) => (r.onTimeShare === null ? st('table.noDelivery') : share.format(r.onTimeShare)),
      },
      {
        id: 'quality',
        label: st('table.quality'),
        value: (r) => (r.averageQuality === null ? '–' : `${r.averageQuality.toLocaleString(language)} / 5`),
      },
    );
  }
  return (
    <RecordTable
      label={st(`table.${by}`)}
      columns={columns}
      rows={report.rows}
      rowKey={(r) => `${r.key}:${r.currency}`}
    />
  );
}
