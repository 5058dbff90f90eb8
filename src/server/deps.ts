import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Db, DbKind } from './db/database.ts';
import type { RateLimiter } from './limits.ts';
import type { Outbox } from './modules/mail/outbox.ts';
import type { OfferWriter } from './modules/offers/offer-writer.ts';
import type { TenderCache } from './modules/offers/tender-cache.ts';

/** What every module's routes and services are built from; assembled once in app.ts. */
export type Deps = { config: Config; db: Db; dbKind: DbKind; auth: Auth; outbox: Outbox; limiter: RateLimiter; tenders: TenderCache; offers: OfferWriter };
