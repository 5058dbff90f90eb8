import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import type { Db } from '../../db/database.ts';
import type { Revision } from '../../../shared/schemas/revisions.ts';
import { findRoundNotes, findTaskFormats, findTaskRevisions, revisionOf, type RoundNote } from '../tasks/index.ts';
import { highestRevision } from '../../../shared/offer.ts';
import { countRanks } from '../../../shared/ranking.ts';
import { TaskState } from '../../../shared/task-state.ts';
import { findTaskDocuments, type TaskDocument } from '../files/index.ts';
import { findTaskQuestions, type TaskQuestion } from '../questions/index.ts';
import { findAwards, type NewAward } from '../award/index.ts';
import { pubOrders } from '../orders/index.ts';
import type { PubOrder } from '../../../shared/schemas/orders.ts';
import { findSupplierTasks, type SupplierTaskRecord } from '../invitations/index.ts';
import { ranked, type Offer, type Shown } from '../offers/index.ts';
import { buyingCompanyOfTask } from '../team/index.ts';
import { hasAuction } from '../auctions/index.ts';
import type { Letterhead } from '../../../shared/schemas/workspace.ts';

/**
 * A task as its suppliers' pages show it. An amendment changes its fields or formats: the pages show it
 * within a second; an offer priced against older formats is refused where it is written (offer-writer.ts).
 */
export type CachedTask = {
  /** The formats, each with its revision: a price for an older one must be confirmed and does not rank. */
  formats: TaskFormat[];
  /** The highest of the formats' revisions (the pages' `pricesRevision`). */
  pricesRevision: number;
  supplierTasks: Map<string, SupplierTaskRecord>;
  /** The landed totals of the offers whose current prices cover every format, for the ranks. */
  sums: number[];
  /** Per format, the landed costs of the current prices for it, for the per-format ranks. */
  formatSums: Map<string, number[]>;
  /** How many offers with current prices leave formats out or wait to confirm some (ranked per format only). */
  partialOffers: number;
  /** Once the task was awarded: what each format was ordered from whom. */
  awards: NewAward[];
  /** The amendments since sending, newest first. */
  amendments: Omit<Revision, 'by'>[];
  /** Every question of the task, oldest first; each page shows its own and the published ones. */
  questions: TaskQuestion[];
  /** The documents, oldest first; each page lists them with download links of its own. */
  documents: TaskDocument[];
  /** The company that buys, as of the load: the page's header. */
  buyer: Letterhead;
  /** Once awarded, each winner's order and its job (modules/orders), by printshop. */
  orders: Map<string, PubOrder>;
  /** Its rounds once a final round opened, oldest first: each one's message and opening (docs/product.md#rounds). */
  rounds: RoundNote[];
  /** The task has a live auction: each page read reads it from the database (page-auction.ts). */
  auction: boolean;
};

type Entry = {
  /** What the pages read; undefined when nobody is invited to the task (or it does not exist). */
  current: CachedTask | undefined;
  loaded: boolean;
  /** When the load that gave `current` started. */
  loadedAt: number;
  /** When another instance last said it changed the task. */
  changedAt: number;
  /** The one load in flight, if any, and when it started. */
  reload?: { startedAt: number; done: Promise<CachedTask | undefined> };
  /** Offers and places this instance stored while `reload` was under way: it may have read before their commit. */
  storedMeanwhile: { supplierId: string; offer: Offer | null; shown: Shown | null }[];
};

/**
 * The tasks that suppliers' pages read (docs/decisions/009-supplier-burst.md, 024): before a deadline hundreds
 * of printshops open and reload one task. Each task has a current tender and at most one reload in flight;
 * pages read the current one while it reloads. What this instance changes shows at once (offers are put in,
 * other changes forget the task); what another instance changed shows within `ttlMs` and one load of its
 * notification (`changedElsewhere`); what nobody announces (a printshop's name or language edited) within
 * `maxAgeMs`. Offers are checked against the database in their own transaction, never against this cache.
 */
export class TaskCache {
  private readonly entries = new Map<string, Entry>();
  /** When the notifications of other instances' changes may have been lost (their connection was). */
  private allChangedAt = 0;
  private readonly ttlMs: number;
  private readonly maxAgeMs: number;
  private readonly maxTasks: number;

  constructor(
    private readonly db: Db,
    { ttlMs = 1000, maxAgeMs = 10_000, maxTasks = 500 } = {},
  ) {
    this.ttlMs = ttlMs;
    this.maxAgeMs = maxAgeMs;
    this.maxTasks = maxTasks;
  }

  /** The task's tender; `fresh`: one loaded after this call, for a printshop invited since the last load. */
  async get(taskId: string, { fresh = false } = {}): Promise<CachedTask | undefined> {
    const requested = Date.now();
    const entry = this.entries.get(taskId) ?? this.add(taskId);
    if (fresh) {
      // A load that started before this call may have missed what brought the caller here.
      if (entry.reload && entry.reload.startedAt < requested) await entry.reload.done.catch(() => undefined);
      if (entry.loadedAt < requested) return this.load(taskId, entry);
      return entry.current;
    }
    return entry.loaded ? this.held(taskId, entry, requested) : this.load(taskId, entry);
  }

  /**
   * The tender `get` would answer without waiting, or undefined when it would wait for a first load: a page
   * opened before is answered without a promise (docs/decisions/024).
   */
  peek(taskId: string): CachedTask | undefined {
    const entry = this.entries.get(taskId);
    return entry?.loaded ? this.held(taskId, entry, Date.now()) : undefined;
  }

  /** A loaded entry's tender; stale, it is answered while it loads again: a reload does not hold up the pages. */
  private held(taskId: string, entry: Entry, now: number): CachedTask | undefined {
    if (this.isStale(entry, now)) this.load(taskId, entry).catch(() => undefined);
    return entry.current;
  }

  /** The next read loads the task anew (an accept ended it). */
  forget(taskId: string): void {
    this.entries.delete(taskId);
  }

  /**
   * Another instance changed the task (an offer, a question, an edit), or, without a task, perhaps any task
   * (its notifications may have been lost): the first read a second after the last load loads it again.
   */
  changedElsewhere(taskId?: string): void {
    if (taskId === undefined) this.allChangedAt = Date.now();
    else {
      const entry = this.entries.get(taskId);
      if (entry) entry.changedAt = Date.now();
    }
  }

  /**
   * This instance committed an offer, with the place its page shows from now: the pages read from here show
   * them, and every rank counts it.
   */
  offerStored(taskId: string, supplierId: string, offer: Offer, shown: Shown | null = null): void {
    const entry = this.entries.get(taskId);
    if (!entry) return; // the next read loads it, offer and all
    if (entry.current) putOffer(entry.current, supplierId, offer, shown);
    if (entry.reload) entry.storedMeanwhile.push({ supplierId, offer, shown });
  }

  /** This instance committed a fresh place for a printshop's unchanged offer: its page shows it. */
  shownStored(taskId: string, supplierId: string, shown: Shown): void {
    const entry = this.entries.get(taskId);
    if (!entry) return;
    if (entry.current) putShown(entry.current, supplierId, shown);
    if (entry.reload) entry.storedMeanwhile.push({ supplierId, offer: null, shown });
  }

  private isStale(entry: Entry, now: number): boolean {
    const age = now - entry.loadedAt;
    // A change in the millisecond a load started may have missed it: load once more.
    const changed = Math.max(entry.changedAt, this.allChangedAt) >= entry.loadedAt;
    return age >= this.maxAgeMs || (changed && age >= this.ttlMs);
  }

  /** The entry of a task not yet read, making room for it. */
  private add(taskId: string): Entry {
    if (this.entries.size >= this.maxTasks) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry = { current: undefined, loaded: false, loadedAt: 0, changedAt: 0, storedMeanwhile: [] };
    this.entries.set(taskId, entry);
    return entry;
  }

  /** Starts the entry's load, unless one is in flight, and returns what it loads. */
  private load(taskId: string, entry: Entry): Promise<CachedTask | undefined> {
    if (entry.reload) return entry.reload.done;
    // Moved to the end: the map's order is how long ago each task was read, the oldest goes first.
    this.entries.delete(taskId);
    this.entries.set(taskId, entry);
    const startedAt = Date.now();
    const done = loadTask(this.db, taskId).then(
      (task) => {
        for (const { supplierId, offer, shown } of entry.storedMeanwhile) {
          if (!task) break;
          if (offer) putOffer(task, supplierId, offer, shown);
          else if (shown) putShown(task, supplierId, shown);
        }
        Object.assign(entry, {
          current: task,
          loaded: true,
          loadedAt: startedAt,
          reload: undefined,
          storedMeanwhile: [],
        });
        return task;
      },
      (err: unknown) => {
        // Kept while it has a tender to serve; the next read tries again.
        Object.assign(entry, { reload: undefined, storedMeanwhile: [] });
        if (!entry.loaded && this.entries.get(taskId) === entry) this.entries.delete(taskId);
        throw err;
      },
    );
    entry.reload = { startedAt, done };
    return done;
  }
}

/** Makes `offer` the supplier's current offer in the tender, with the place its page shows, unless it holds a later one. */
export function putOffer(task: CachedTask, supplierId: string, offer: Offer, shown: Shown | null = null): void {
  const supplierTask = task.supplierTasks.get(supplierId);
  // Two submissions of one supplier can finish out of order; the later one stays.
  if (!supplierTask || (supplierTask.offer && supplierTask.offer.submittedAt > offer.submittedAt)) return;
  supplierTask.offer = offer;
  if (shown) supplierTask.shown = shown;
  // An offer in a final round is the printshop's one answer to it (docs/product.md#rounds).
  if (supplierTask.taskRound > 1) supplierTask.roundAnswer ??= 'offer';
  // The offer's write cleared the no-bid (saveOffers).
  supplierTask.declined = null;
  Object.assign(task, ranksOf(task.supplierTasks, task.formats));
}

/** The place a printshop's page shows, unless it holds one taken later. */
export function putShown(task: CachedTask, supplierId: string, shown: Shown): void {
  const supplierTask = task.supplierTasks.get(supplierId);
  if (!supplierTask || (supplierTask.shown?.at ?? 0) > (shown.at ?? 0)) return;
  supplierTask.shown = shown;
}

async function loadTask(db: Db, taskId: string): Promise<CachedTask | undefined> {
  const rows = await findSupplierTasks(db, taskId);
  if (rows.length === 0) return undefined;
  const [formats, questions, documents, buyer, auction] = await Promise.all([
    findTaskFormats(db, taskId),
    findTaskQuestions(db, taskId),
    findTaskDocuments(db, taskId),
    buyingCompanyOfTask(db, taskId),
    hasAuction(db, taskId),
  ]);
  // An amendment writes formats and revision together: read the revision again, and again if it moved.
  if ((await revisionOf(db, taskId)) !== rows[0]!.revision) return loadTask(db, taskId);
  const supplierTasks = new Map(rows.map((r) => [r.supplierId, r]));
  const { state } = rows[0]!;
  const pricesRevision = highestRevision(formats);
  const awards = state === TaskState.done ? await findAwards(db, taskId) : [];
  const orders = state === TaskState.done ? await pubOrders(db, taskId) : new Map<string, PubOrder>();
  const revisions = rows[0]!.revision > 0 ? await findTaskRevisions(db, taskId) : [];
  const rounds = rows[0]!.taskRound > 1 ? await findRoundNotes(db, taskId) : [];
  const amendments = amendmentsOf(revisions);
  const ranks = ranksOf(supplierTasks, formats);
  const loaded = { awards, amendments, questions, documents, buyer, orders, rounds, auction };
  return { formats, pricesRevision, supplierTasks, ...ranks, ...loaded };
}

/** The amendments as printshops see them: newest first, without the staff member's name. */
export const amendmentsOf = (revisions: Revision[]) =>
  [...revisions].reverse().map(({ by: _, ...revision }) => revision);

/** What the ranks count (shared/ranking.ts): the current prices only, those answering the formats as they are. */
function ranksOf(
  supplierTasks: Map<string, SupplierTaskRecord>,
  formats: readonly TaskFormat[],
): Pick<CachedTask, 'sums' | 'formatSums' | 'partialOffers'> {
  const current = [];
  for (const { offer, supplierDeleted } of supplierTasks.values()) {
    // A deleted printshop cannot win: it takes nobody's place (docs/product.md#offers-and-ranks).
    if (!offer || supplierDeleted) continue;
    const r = ranked(offer, formats);
    if (r.prices.length > 0) current.push(r);
  }
  return countRanks(
    current,
    formats.map((f) => f.id),
  );
}
