import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useOffersTexts } from '../i18n/texts.ts';
import { useFormatCount } from '../../../lib/format-count.ts';
import { OfferRow, sticky } from './offer-row.tsx';
import { Section } from '../../../components/section.tsx';

/** Printshops x formats with every price, the lowest per format marked, the totals and each offer's history. */
export function ComparisonSection({ task }: { task: Task }) {
  const ft = useOffersTexts();
  const formatCount = useFormatCount();
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
        {({ formats, lowest, offers: list }) => {
          const lowestPrices = new Map(lowest.map((l) => [l.id, l.price]));
          const lowestSum = Math.min(...list.map((o) => o.sum));
          return (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={ft('comparison.caption')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={sticky}>{ft('comparison.supplier')}</TableCell>
                    {formats.map((f) => (
                      <TableCell key={f.id} align="right" sx={{ minWidth: 100 }}>
                        {f.title}
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block', whiteSpace: 'nowrap' }}
                        >
                          {ft('quantity', { count: formatCount(f.count) })}
                        </Typography>
                      </TableCell>
                    ))}
                    <TableCell align="right">{ft('comparison.sum')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((offer) => (
                    <OfferRow
                      key={offer.supplierId}
                      offer={offer}
                      formats={formats}
                      lowestPrices={lowestPrices}
                      lowestSum={lowestSum}
                      winner={task.state === TaskState.done && task.supplierId === offer.supplierId}
                    />
                  ))}
                </TableBody>
              </Table>
            </Box>
          );
        }}
      </QueryState>
    </Section>
  );
}
