import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { bestSum } from '../../../../shared/ranking.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/loading.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { BudgetLines } from './budget-lines.tsx';
import { ComparisonMatrix } from './comparison-matrix.tsx';
import { DeclinedList } from './declined-list.tsx';
import { OfferCardList } from './offer-card-list.tsx';
import { ReferencePrices } from './reference-prices.tsx';
import { SealedOffers } from './sealed-offers.tsx';

// The chart library comes only with a task whose formats ask for several quantities.
const PriceCurves = lazy(() => import('./price-curves.tsx'));

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

function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const ft = useComparisonTexts();
  // Offers made before the formats changed come last (the server's order), under their own heading.
  // Stale offers never hold the best total (docs/product.md#offers-and-ranks).
  const lowestSum = bestSum(comparison.offers);
  const firstStale = comparison.offers.find((o) => o.stale)?.supplierId;
  const scaled = comparison.formats.filter((f) => f.counts.length > 0);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const winner = (supplierId: string) => comparison.awards.some((a) => a.supplierId === supplierId);
  const staleNote = (
    <>
      <Typography variant="subtitle2" component="p">
        {ft('comparison.staleHeading')}
      </Typography>
      <Typography variant="body2">{ft('comparison.staleHint')}</Typography>
    </>
  );
  return (
    <>
      {phone ? (
        <OfferCardList
          comparison={comparison}
          label={ft('comparison.caption')}
          lowestSum={lowestSum}
          firstStale={firstStale}
          staleNote={staleNote}
          winner={winner}
        />
      ) : (
        <>
          <ComparisonMatrix comparison={comparison} lowestSum={lowestSum} winner={winner} />
          {/* The stale offers' columns come last, their heads greyed: why, once below them. */}
          {firstStale ? <Box sx={{ bgcolor: 'action.hover', p: 1.5, mt: 1.5 }}>{staleNote}</Box> : null}
        </>
      )}
      {scaled.length ? (
        <Suspense fallback={<Loading minHeight={220} />}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 3 }}>
            {scaled.map((format) => (
              <PriceCurves key={format.id} comparison={comparison} format={format} />
            ))}
          </Box>
        </Suspense>
      ) : null}
    </>
  );
}
