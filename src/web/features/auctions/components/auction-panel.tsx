import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { countdown } from '../../../../shared/countdown.ts';
import { taskQueryKey } from '../../../api/get-task.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import type { AuctionRead, AuctionState } from '../../../../shared/schemas/auctions.ts';
import { auctionQueryKey, useAuction } from '../api/get-auction.ts';
import { useAuctionTexts } from '../i18n/texts.ts';
import { useNow } from '../lib/use-now.ts';
import { AuctionTable } from './auction-table.tsx';

// The chart library is large: the table shows first, the chart when its chunk came.
const BidChart = lazy(() => import('./bid-chart.tsx'));

const stateColor = { scheduled: 'info', running: 'success', ended: 'default' } as const;

/**
 * A task's reverse auction on its page (docs/product.md#auctions): its state, a countdown to the start or the
 * end, the printshops ranked by their last total with their bids, and the bids over time. Read again on each
 * bid and at the end (the task's live stream, kind `bid`) and when the countdown runs out (the start comes
 * with no event).
 */
export default function AuctionPanel({ taskId, state }: { taskId: string; state: AuctionState }) {
  const ft = useAuctionTexts();
  const auction = useAuction(taskId, { watch: state !== 'ended' });
  return (
    <Section title={ft('panel.title')}>
      <QueryState query={auction} failed={ft('panel.loadFailed')}>
        {(data) => <AuctionView taskId={taskId} auction={data} />}
      </QueryState>
    </Section>
  );
}

function AuctionView({ taskId, auction }: { taskId: string; auction: AuctionRead }) {
  const ft = useAuctionTexts();
  const { dateTime } = useFormat();
  const client = useQueryClient();
  const ticking = auction.state !== 'ended';
  const now = useNow(ticking);
  const next = Date.parse(auction.state === 'scheduled' ? auction.startsAt : auction.endsAt);
  const due = ticking && now >= next;
  // The countdown ran out: the server has started (or ended) it, read it and the task again.
  useEffect(() => {
    if (!due) return undefined;
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: auctionQueryKey(taskId) });
      void client.invalidateQueries({ queryKey: taskQueryKey(taskId), exact: true });
    }, 1000);
    return () => clearTimeout(timer);
  }, [due, client, taskId]);
  const left = countdown(next, now);
  const visibility = auction.visibility === 'best' ? ft('panel.seeBest') : ft('panel.seeRank');
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Chip label={ft(`panel.states.${auction.state}`)} color={stateColor[auction.state]} size="small" />
        <Typography component="p" variant="h6" role="timer" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {auction.state === 'scheduled'
            ? ft('panel.startsIn', { left })
            : auction.state === 'running'
              ? ft('panel.endsIn', { left })
              : ft('panel.ended', { at: dateTime(Date.parse(auction.endsAt)) })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {ft('panel.facts', {
          minutes: auction.minutes,
          at: dateTime(Date.parse(auction.startsAt)),
          percent: auction.decrementPercent.toLocaleString(document.documentElement.lang || 'en'),
          visibility,
        })}
      </Typography>
      <AuctionTable auction={auction} />
      <Suspense fallback={null}>
        <BidChart auction={auction} />
      </Suspense>
    </Stack>
  );
}
