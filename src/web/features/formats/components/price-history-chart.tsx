import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useId } from 'react';
import type { PricePoint } from '../../../../shared/schemas/prices.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useFormatsTexts } from '../i18n/texts.ts';

/**
 * A format's prices per 1,000 pieces over time: every offer and, apart, every award. Its own chunk with the
 * chart library, loaded with the page.
 */
export default function PriceHistoryChart({ items }: { items: PricePoint[] }) {
  const ft = useFormatsTexts();
  const { money, date } = useFormat();
  const id = useId();
  const points = (kind: PricePoint['kind']) =>
    items
      .filter((p) => p.kind === kind)
      .map((p, i) => ({ id: `${kind}-${i}`, x: p.at, y: p.per1000 / 100, label: `${p.taskName} · ${p.supplierName}` }));
  const amount = (value: number | null) => (value === null ? '–' : money(Math.round(value * 100)));
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle2">
        {ft('prices.chart')}
      </Typography>
      <ScatterChart
        height={280}
        xAxis={[
          { scaleType: 'time', valueFormatter: (v: Date | number) => date(new Date(v).toISOString().slice(0, 10)) },
        ]}
        yAxis={[{ valueFormatter: (v: number) => amount(v), width: 80 }]}
        series={[
          { label: ft('prices.offer'), data: points('offer'), valueFormatter: (v) => (v ? amount(v.y) : '–') },
          { label: ft('prices.award'), data: points('award'), valueFormatter: (v) => (v ? amount(v.y) : '–') },
        ]}
      />
    </Box>
  );
}
