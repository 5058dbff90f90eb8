import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useAuctionTexts } from '../i18n/texts.ts';

// The dialog loads when it is first opened: most tasks never have an auction.
const AuctionDialog = lazy(() => import('./auction-dialog.tsx'));

type Props = { task: Pick<Task, 'id' | 'state' | 'auction'>; comparison: Comparison | undefined };

/**
 * The comparison's "Auction…" beside the final round (docs/product.md#auctions): offered while the tender is sent,
 * has offers and no auction yet (one per task).
 */
export function AuctionAction({ task, comparison }: Props) {
  const ft = useAuctionTexts();
  const [dialog, setDialog] = useState({ key: 0, open: false });
  const offered = comparison?.offers.some((o) => !o.deleted && o.sum !== null) ?? false;
  if (refusal('round', task.state) !== null || !offered || task.auction) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setDialog((d) => ({ key: d.key + 1, open: true }))}>
        {ft('action.open')}
      </Button>
      {dialog.open ? (
        <Suspense fallback={null}>
          <AuctionDialog key={dialog.key} taskId={task.id} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
        </Suspense>
      ) : null}
    </>
  );
}
