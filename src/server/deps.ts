import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { RateLimiter } from './limits.ts';
import type { FileStorage } from './storage/storage.ts';
import type { LiveBus } from './modules/live/index.ts';
import type { Outbox } from './modules/mail/outbox.ts';
import type { TaskChanges } from './task-changes.ts';

/** What every module's routes and services are built from; assembled once in app.ts. Services take a `Pick` of it. */
export type Deps = {
  config: Config;
  db: Db;
  auth: Auth;
  outbox: Outbox;
  limiter: RateLimiter;
  taskChanges: TaskChanges;
  /** Documents' bytes: DATA_DIR/files, or the bucket of S3_URL. */
  storage: FileStorage;
  /** Live updates of the task pages: `publish(taskId, kind)` after a change committed (docs/decisions/022). */
  live: LiveBus;
};
