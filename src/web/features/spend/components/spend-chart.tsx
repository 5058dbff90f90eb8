import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { rowLabel } from './row-label.ts';
import { useSpendTexts } from '../i18n/texts.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { Spend } from '../../../../shared/schemas/spend.ts';
import type { Currency } from '../../../../shared/currencies.ts';
import { numberLocales } from '../../../../shared/money.ts';

/**
 * A view's spend as bars: months left to right, printshops and products top down (their names read on the axis),
 * a series per currency. Its own chunk with the chart library, loaded with the page; the table below it carries
 * every figure.
 */
export default function SpendChart({ report }: { report: Spend }) {
  const st = useSpendTexts();
  const { money, language } = useFormat();
  const id = useId();
  const { by } = report;
  const keys = [...new Map(report.rows.map((r) => [r.key, rowLabel(r, by, language)]))];
  const currencies = [...new Set(report.rows.map((r) => r.currency))];
  const amount = (currency: Currency) => (value: number | null) =>
    value === null ? '–' : money(Math.round(value * 100), currency);
  const series = currencies.map((currency) => ({
    label: currencies.length > 1 ? currency : st('table.spend'),
    data: keys.map(([key]) => {
      const row = report.rows.find((r) => r.key === key && r.currency === currency);
      return row ? row.spend / 100 : null;
    }),
    valueFormatter: amount(currency),
  }));
  const labels = keys.map(([, label]) => label);
  const horizontal = by !== 'month';
  const band = { scaleType: 'band' as const, data: labels };
  // The axis in whole units ("1.000 €"): its ticks read at a glance; a bar's tooltip has the cents.
  const whole = new Intl.NumberFormat(numberLocales[language], {
    style: 'currency',
    currency: currencies[0] ?? report.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const value = { valueFormatter: (v: number | null) => (v === null ? '–' : whole.format(v)) };
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle2">
        {st(`chart.${by}`)}
      </Typography>
      <BarChart
        height={horizontal ? Math.max(200, 48 * labels.length + 60) : 300}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? value : band]}
        yAxis={[horizontal ? { ...band, width: 130 } : { ...value, width: 90 }]}
        series={series}
        margin={{ right: 24 }}
        hideLegend={currencies.length < 2}
      />
    </Box>
  );
}
