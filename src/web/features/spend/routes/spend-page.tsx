import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SPEND_VIEWS, type Spend, type SpendView } from '../../../../shared/schemas/spend.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { spendQuery, useSpend, type SpendPeriod } from '../api/get-spend.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { SavingsCards } from '../components/savings-cards.tsx';
import { SpendTable } from '../components/spend-table.tsx';
import { useSpendTexts } from '../i18n/texts.ts';

// The chart library comes with this page only.
const SpendChart = lazy(() => import('../components/spend-chart.tsx'));

const isView = (value: string | null): value is SpendView => SPEND_VIEWS.some((v) => v === value);

/**
 * What buying cost (docs/product.md#spend): the period (in the address, so that it can be shared), the savings as
 * cards, and per month, printshop or product a chart with its table; the export of what is shown.
 */
export function SpendPage() {
  const st = useSpendTexts();
  const [params, setParams] = useSearchParams();
  const by = isView(params.get('by')) ? (params.get('by') as SpendView) : 'month';
  const period: SpendPeriod = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const months = useSpend(period, 'month');
  const view = useSpend(period, by);
  const go = (next: SpendPeriod, nextBy: SpendView = by) =>
    setParams(new URLSearchParams(spendQuery(next, nextBy)), { replace: true });
  const empty = (report: Spend) => report.rows.length === 0;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <PageTitle>{st('title')}</PageTitle>
      <PeriodFilter shown={months.data} onChange={(next) => go(next)} />
      <QueryState
        query={months}
        failed={st('loadFailed')}
        isEmpty={empty}
        empty={<EmptyState icon={<InsightsOutlined />} title={st('empty')} hint={st('emptyHint')} />}
      >
        {(report) => (
          <Stack spacing={3}>
            <SavingsCards report={report} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {(['xlsx', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  startIcon={<FileDownloadOutlined />}
                  href={`/api/spend/export?${spendQuery(period, by, { format })}`}
                  download
                >
                  {st(`export.${format}`)}
                </Button>
              ))}
            </Stack>
            <Tabs
              value={by}
              onChange={(_, next: SpendView) => go(period, next)}
              aria-label={st('viewsLabel')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {SPEND_VIEWS.map((v) => (
                <Tab key={v} value={v} label={st(`views.${v}`)} />
              ))}
            </Tabs>
            <QueryState query={view} failed={st('loadFailed')}>
              {(shown) => (
                <Stack spacing={2}>
                  <Suspense fallback={<Loading minHeight={300} />}>
                    <SpendChart report={shown} />
                  </Suspense>
                  <SpendTable report={shown} />
                </Stack>
              )}
            </QueryState>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
