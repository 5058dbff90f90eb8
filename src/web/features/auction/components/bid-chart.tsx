import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useFormat } from '../../../lib/use-format.ts';
import type { AuctionRead } from '../api/auction-read.ts';
import { useAuctionTexts } from '../i18n/texts.ts';
import { bidCurves } from '../lib/bid-curves.ts';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Each printshop's standing total over the auction, a step at each of its bids (docs/product.md#auctions). Its
 * own chunk with the chart library; the table above carries every figure.
 */
export default function BidChart({ auction }: { auction: AuctionRead }) {
  const ft = useAuctionTexts();
  const { money } = useFormat();
  const id = useId();
  const { times, curves } = bidCurves(auction);
  const amount = (value: number | null) => (value === null ? '–' : money(value, auction.currency));
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle2">
        {ft('panel.chart')}
      </Typography>
      <LineChart
        height={260}
        xAxis={[
          {
            data: times,
            scaleType: 'time',
            valueFormatter: (at: number) => clock.format(at),
            label: ft('panel.time'),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => amount(v), width: 90 }]}
        series={curves.map((curve) => ({
          label: curve.name,
          data: curve.data,
          curve: 'stepAfter' as const,
          valueFormatter: amount,
        }))}
      />
    </Box>
  );
}
