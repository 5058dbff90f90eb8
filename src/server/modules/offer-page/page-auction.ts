import type { PubAuction } from '../../../shared/schemas/auctions.ts';
import type { Db } from '../../db/database.ts';
import { readPageAuction } from '../auctions/index.ts';
import type { CachedTask } from './task-cache.ts';

/**
 * The task's live auction as one printshop's page shows it (docs/product.md#auctions): read from the database
 * for a task that has one, so that a bid stored on any instance shows at the page's next read; null without one
 * and for a printshop not bidding.
 */
export async function pageAuction(
  deps: { db: Db },
  cached: Pick<CachedTask, 'auction'>,
  link: { taskId: string; supplierId: string },
): Promise<PubAuction | null> {
  if (!cached.auction) return null;
  return (await readPageAuction(deps.db, link.taskId))?.of(link.supplierId) ?? null;
}
