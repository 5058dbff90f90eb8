import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { useFormatCount } from '../lib/use-format-count.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { OfferRow, sticky } from './offer-row.tsx';
import { Section } from './section.tsx';

/** Printshops x formats with every price, the lowest per format marked, the totals and each offer's history. */
export function ComparisonSection({ task }: { task: Task }) {
  const tt = useTasksTexts();
  const formatCount = useFormatCount();
  const offers = useOffers(task.id, { watch: task.state === 50 });

  let content;
  if (offers.isPending) content = <Loading minHeight={120} />;
  else if (offers.isError) content = <LoadFailed text={tt('comparison.loadFailed')} error={offers.error} onRetry={() => void offers.refetch()} />;
  else if (offers.data.offers.length === 0)
    content = <EmptyState icon={<RequestQuoteOutlined />} title={tt('comparison.empty')} hint={tt('comparison.emptyHint')} />;
  else {
    const { formats, lowest, offers: list } = offers.data;
    const lowestPrices = new Map(lowest.map((l) => [l.id, l.price]));
    const lowestSum = Math.min(...list.map((o) => o.sum));
    content = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={tt('comparison.caption')}>
          <TableHead>
            <TableRow>
              <TableCell sx={sticky}>{tt('comparison.supplier')}</TableCell>
              {formats.map((f) => (
                <TableCell key={f.id} align="right" sx={{ minWidth: 100 }}>
                  {f.title}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {tt('formats.quantity', { count: formatCount(f.count) })}
                  </Typography>
                </TableCell>
              ))}
              <TableCell align="right">{tt('comparison.sum')}</TableCell>
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
                winner={task.state === 99 && task.supplierId === offer.supplierId}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  }

  return <Section title={tt('comparison.title')}>{content}</Section>;
}
