import type { Deps } from '../../deps.ts';
import type { OfferWriter } from './offer-writer.ts';
import type { TaskCache } from './task-cache.ts';

/** The app's deps with the module's own task cache and offer writer (index.ts builds them). */
export type OfferPageDeps = Deps & { tasks: TaskCache; writer: OfferWriter };
