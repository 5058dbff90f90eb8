import type { Auth } from './auth/auth.ts';
import type { Staff } from './auth/staff.ts';
import type { Config } from './config.ts';
import type { SupplierSum } from '../shared/schemas/tasks.ts';
import type { TaskAuction } from '../shared/schemas/auctions.ts';
import type { Db, Executor } from './db/database.ts';
import type { RateLimiter } from './limits.ts';
import type { FileStorage } from './storage/storage.ts';
import type { LiveBus } from './modules/live/index.ts';
import type { Outbox } from './modules/mail/outbox.ts';
import type { Renders } from './render/renders.ts';
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
  /** Order PDFs and workbooks made on worker threads, a few per workspace at once (docs/decisions/027). */
  renders: Renders;
  /** Live updates of the task pages: `publish(taskId, kind)` after a change committed (docs/decisions/022). */
  live: LiveBus;
  /**
   * A task's invited printshops with their current offer's total, which the task read carries: the
   * invitations module's query (it owns supplierTasks), handed to the tasks module here because invitations
   * uses tasks and no module may use one that uses it (docs/decisions/010).
   */
  supplierSums: (ex: Executor, taskId: string, today: string) => Promise<SupplierSum[]>;
  /**
   * Withdraws a task's award waiting for approval, in the caller's transaction, telling those asked to approve it:
   * the award module's, handed to the amendments module (a cancellation withdraws it) here because award uses
   * amendments, through invitations and files.
   */
  withdrawAwardRequest: (ex: Executor, staff: Staff, taskId: string) => Promise<void>;
  /**
   * The name of the workspace's buying company, null before anyone saved it: the team module's (it owns the
   * table), handed to the account module's `GET /api/account/me` here because team uses account.
   */
  buyingCompanyName: (ex: Executor, workspaceId: string) => Promise<string | null>;
  /**
   * What the task's read carries of its live auction, null without one: the auctions module's (it owns the table),
   * handed to the tasks module here because auctions uses tasks.
   */
  taskAuction: (ex: Executor, taskId: string) => Promise<TaskAuction | null>;
};
