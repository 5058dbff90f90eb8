import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { PricePoint } from '../../../../shared/schemas/prices.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RecordTable, type Column } from '../../../components/record-table.tsx';
import { paths, taskHref } from '../../../lib/paths.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useFormatPrices } from '../api/get-format-prices.ts';
import { useFormatsTexts } from '../i18n/texts.ts';

// The chart library comes with this page only.
const PriceHistoryChart = lazy(() => import('../components/price-history-chart.tsx'));

/** A stored format's price history: a chart over time and every offer and award as a table, newest first. */
export function FormatPricesPage() {
  const ft = useFormatsTexts();
  const { formatId = '' } = useParams();
  const prices = useFormatPrices(formatId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Box>
        <Button component={RouterLink} to={paths.uaFormat} startIcon={<ArrowBackOutlined />} size="small">
          {ft('prices.back')}
        </Button>
      </Box>
      <QueryState
        query={prices}
        failed={ft('prices.loadFailed')}
        isEmpty={(history) => history.items.length === 0}
        empty={
          <>
            <PageTitle>{ft('prices.titleOf', { title: prices.data?.format.title ?? '' })}</PageTitle>
            <EmptyState icon={<ShowChartOutlined />} title={ft('prices.empty')} hint={ft('prices.emptyHint')} />
          </>
        }
      >
        {(history) => (
          <Stack spacing={3}>
            <PageTitle>{ft('prices.titleOf', { title: history.format.title })}</PageTitle>
            <Suspense fallback={<Loading minHeight={280} />}>
              <PriceHistoryChart items={history.items} />
            </Suspense>
            <PriceTable items={history.items.toReversed()} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function PriceTable({ items }: { items: PricePoint[] }) {
  const ft = useFormatsTexts();
  const { money, count, dateTime } = useFormat();
  const columns: Column<PricePoint>[] = [
    { id: 'date', label: ft('prices.date'), value: (p) => dateTime(p.at) },
    {
      id: 'kind',
      label: ft('prices.kind'),
      value: (p) =>
        p.alternative
          ? `${ft('prices.award')} · ${ft('prices.alternative', { description: p.alternative })}`
          : ft(p.kind === 'award' ? 'prices.award' : 'prices.offer'),
    },
    {
      id: 'task',
      label: ft('prices.task'),
      value: (p) => p.taskName,
      render: (p) => (
        <Link component={RouterLink} to={taskHref(p.taskId)}>
          {p.taskName}
        </Link>
      ),
    },
    { id: 'supplier', label: ft('prices.supplier'), value: (p) => p.supplierName },
    { id: 'count', label: ft('prices.count'), value: (p) => count(p.count) },
    // Compared in the tender's currency; a price converted from the printshop's says what it quoted.
    {
      id: 'price',
      label: ft('prices.price'),
      value: (p) => money(p.price, p.currency),
      render: (p) => (
        <>
          {money(p.price, p.currency)}
          {p.quoted ? (
            <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
              {ft('prices.quoted', { amount: money(p.quoted.price, p.quoted.currency) })}
            </Box>
          ) : null}
        </>
      ),
    },
    { id: 'per1000', label: ft('prices.per1000'), value: (p) => money(p.per1000, p.currency) },
    { id: 'landed', label: ft('prices.landed'), value: (p) => money(p.landed, p.currency) },
  ];
  return (
    <RecordTable
      label={ft('prices.table')}
      columns={columns}
      rows={items}
      rowKey={(p) => `${p.kind}:${p.taskId}:${p.supplierId}:${p.at}`}
    />
  );
}
