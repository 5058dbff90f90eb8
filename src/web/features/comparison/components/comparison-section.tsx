import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { BudgetLines } from './budget-lines.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { DeclinedList } from './declined-list.tsx';
import { RatesLine } from './rates-line.tsx';
import { RoundTotals } from './round-totals.tsx';
import { ReferencePrices } from './reference-prices.tsx';
import { ScoreWeights } from './score-weights.tsx';
import { SealedOffers } from './sealed-offers.tsx';

type Props = {
  task: Task;
  /** Beside the title, given the comparison (undefined while it loads): what other features do with it. */
  actions?: (comparison: Comparison | undefined) => ReactNode;
  /** Below the comparison, given it: what other features show of it (the order PDFs once awarded). */
  footer?: (comparison: Comparison) => ReactNode;
};

/**
 * Formats (every asked quantity and run-on) × printshops, the lowest per row marked, the totals, each offer's
 * terms and history on demand, a card per printshop on a phone; below, the price-per-1,000 curves of the formats
 * asked at several quantities.
 * The page composes the rest in the slots (the award, the exports, the order PDFs: docs/decisions/010).
 */
export function ComparisonSection({ task, actions, footer }: Props) {
  const ft = useComparisonTexts();
  const offers = useOffers(task.id, { watch: task.state === TaskState.sent });
  const empty = (
    <EmptyState icon={<RequestQuoteOutlined />} title={ft('comparison.empty')} hint={ft('comparison.emptyHint')} />
  );
  return (
    <Section title={ft('comparison.title')} actions={actions?.(offers.data)}>
      <ScoreWeights task={task} />
      <QueryState
        query={offers}
        failed={ft('comparison.loadFailed')}
        minHeight={120}
        isEmpty={(c) => c.offers.length === 0 && c.declined.length === 0 && c.opening === null}
        empty={empty}
      >
        {(comparison) => (
          <>
            {comparison.opening !== null ? (
              <SealedOffers comparison={comparison} opening={comparison.opening} />
            ) : comparison.offers.length ? (
              <ComparisonTable comparison={comparison} />
            ) : (
              <Typography color="text.secondary">{ft('comparison.empty')}</Typography>
            )}
            <RoundTotals comparison={comparison} />
            <RatesLine comparison={comparison} />
            <BudgetLines comparison={comparison} budget={task.budget} />
            <ReferencePrices comparison={comparison} />
            <DeclinedList declined={comparison.declined} />
            {footer?.(comparison)}
          </>
        )}
      </QueryState>
    </Section>
  );
}
