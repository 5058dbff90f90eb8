import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { quantitiesOf } from '../../../../shared/quantities.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { curvesOf } from '../lib/columns.ts';

/**
 * Each printshop's price per 1,000 pieces over a format's quantities: where the curve falls steeply a
 * larger run is cheap. Loaded with the comparison only when a format asks for several quantities.
 */
export default function PriceCurves({
  comparison,
  format,
}: {
  comparison: Comparison;
  format: Comparison['formats'][number];
}) {
  const ft = useComparisonTexts();
  const { money, count } = useFormat();
  const id = useId();
  const quantities = quantitiesOf(format);
  const amount = (value: number | null) => (value === null ? '–' : money(Math.round(value * 100)));
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle2">
        {ft('curves.caption', { title: format.title })}
      </Typography>
      <LineChart
        height={220}
        xAxis={[
          {
            data: quantities,
            scaleType: 'point',
            valueFormatter: (q: number) => count(q),
            label: ft('curves.quantity'),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => amount(v), width: 80 }]}
        series={curvesOf(comparison, format).map((curve) => ({
          label: curve.name,
          data: curve.data,
          connectNulls: true,
          valueFormatter: amount,
        }))}
      />
    </Box>
  );
}
