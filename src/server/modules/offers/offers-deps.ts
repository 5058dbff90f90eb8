import type { Deps } from '../../deps.ts';
import type { OfferWriter } from './offer-writer.ts';
import type { TenderCache } from './tender-cache.ts';

/** The app's deps with the module's own tender cache and offer writer (index.ts builds them). */
export type OffersDeps = Deps & { tenders: TenderCache; writer: OfferWriter };
