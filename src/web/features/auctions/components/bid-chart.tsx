import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { workspaceZone } from '../../../lib/calendar.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { AuctionRead } from '../../../../shared/schemas/auctions.ts';
import { useAuctionTexts } from '../i18n/texts.ts';
import { bidCurves } from '../lib/bid-curves.ts';

// The instants in the workspace's time zone, as every time on the staff's pages.
const clockOf = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/**
 * Each printshop's standing total over the auction, a step at each of its bids (docs/product.md#auctions). Its
 * own chunk with the chart library; the table above carries every figure.
 */
export default function BidChart({ auction }: { auction: AuctionRead }) {
  const ft = useAuctionTexts();
  const { money } = useFormat();
  const id = useId();
  const { times, curves } = bidCurves(auction);
  const clock = clockOf(workspaceZone());
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
            // A tick per second at most: the same label twice otherwise.
            tickMinStep: 1000,
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
