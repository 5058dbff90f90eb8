import type { Deps } from '../../deps.ts';
import type { OfferWriter } from './offer-writer.ts';
import type { TaskCache } from './task-cache.ts';
import type { AuctionClock } from '../auctions/index.ts';

/** The app's deps with the module's own task cache and offer writer (index.ts builds them), and the auctions' clock. */
export type OfferPageDeps = Deps & { tasks: TaskCache; writer: OfferWriter; auctionClock: Pick<AuctionClock, 'rearm'> };
