import { lazy, Suspense } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';

// Its own chunk, with the table and (in a further one) the chart: the staff's first load has no room for it.
const AuctionPanel = lazy(() => import('./auction-panel.tsx'));

/** The task's auction while it is scheduled, running or ended (docs/product.md#auctions); nothing without one. */
export function AuctionSection({ task }: { task: Pick<Task, 'id' | 'auction'> }) {
  const { auction } = task;
  if (!auction) return null;
  return (
    <Suspense fallback={null}>
      <AuctionPanel taskId={task.id} state={auction.state} />
    </Suspense>
  );
}
