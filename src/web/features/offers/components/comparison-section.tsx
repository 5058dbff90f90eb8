import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { lazy, Suspense } from 'react';
import type { Comparison } from '../../../../shared/schemas/offers.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/loading.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useOffersTexts } from '../i18n/texts.ts';
import { columnsOf } from '../lib/columns.ts';
import { ComparisonHead } from './comparison-head.tsx';
import { OfferRow } from './offer-row.tsx';

// The chart library comes only with a task whose formats ask for several quantities.
const PriceCurves = lazy(() => import('./price-curves.tsx'));

/**
 * Printshops × formats with every asked quantity and run-on, the lowest per column marked, the totals, each
 * offer's terms and history; below, the price-per-1,000 curves of the formats asked at several quantities.
 */
export function ComparisonSection({ task }: { task: Task }) {
  const ft = useOffersTexts();
  const offers = useOffers(task.id, { watch: task.state === TaskState.sent });
  const empty = (
    <EmptyState icon={<RequestQuoteOutlined />} title={ft('comparison.empty')} hint={ft('comparison.emptyHint')} />
  );
  return (
    <Section title={ft('comparison.title')}>
      <QueryState
        query={offers}
        failed={ft('comparison.loadFailed')}
        minHeight={120}
        isEmpty={(comparison) => comparison.offers.length === 0}
        empty={empty}
      >
        {(comparison) => <ComparisonTable comparison={comparison} task={task} />}
      </QueryState>
    </Section>
  );
}

function ComparisonTable({ comparison, task }: { comparison: Comparison; task: Task }) {
  const ft = useOffersTexts();
  const columns = comparison.formats.flatMap(columnsOf);
  const lowestSum = Math.min(...comparison.offers.map((o) => o.sum));
  const scaled = comparison.formats.filter((f) => f.counts.length > 0);
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={ft('comparison.caption')}>
          <ComparisonHead formats={comparison.formats} />
          <TableBody>
            {comparison.offers.map((offer) => (
              <OfferRow
                key={offer.supplierId}
                comparison={comparison}
                offer={offer}
                columns={columns}
                lowestSum={lowestSum}
                winner={task.state === TaskState.done && task.supplierId === offer.supplierId}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
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
