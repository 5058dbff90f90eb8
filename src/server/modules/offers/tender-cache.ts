import type { Db } from '../../db/database.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { findTaskFormats } from '../tasks/tasks.queries.ts';
import { findTaskInvitations, type InvitationRow } from './offers.queries.ts';

/** A task as its suppliers' pages show it. Its fields and formats are frozen once anyone is invited. */
export type Tender = {
  formats: TaskFormat[];
  invitations: Map<string, InvitationRow>;
  /** The sums of the current offers, for the ranks. */
  sums: number[];
};

type Entry = {
  loadedAt: number;
  loading: Promise<Tender | undefined>;
  loaded: boolean;
  tender?: Tender | undefined;
  /** The tender this load replaces: pages read it meanwhile, and offers stored meanwhile go into both. */
  previous?: Tender | undefined;
};

/**
 * The tasks that suppliers' pages read, kept for a second (docs/decisions/009-supplier-burst.md): before a
 * deadline hundreds of printshops open and reload one task. Offers stored by this instance show at once;
 * what another instance or the staff change shows within `ttlMs` and one load. Offers are checked against the
 * database in their own transaction, never against this cache.
 */
export class TenderCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
    private readonly maxTasks = 500,
  ) {}

  /** The task's tender, undefined when no one is invited to it (or it does not exist). */
  get(taskId: string): Promise<Tender | undefined> {
    const now = Date.now();
    const hit = this.entries.get(taskId);
    if (hit && now - hit.loadedAt < this.ttlMs) return hit.loaded ? Promise.resolve(hit.tender) : hit.previous ? Promise.resolve(hit.previous) : hit.loading;
    // Re-inserted at the end: the map's order is the entries' age, the oldest goes first.
    this.entries.delete(taskId);
    if (this.entries.size >= this.maxTasks) this.entries.delete(this.entries.keys().next().value!);
    const previous = hit?.loaded ? hit.tender : hit?.previous;
    const entry: Entry = { loadedAt: now, loading: loadTender(this.db, taskId), loaded: false, previous };
    entry.loading.then(
      (tender) => Object.assign(entry, { tender, loaded: true, previous: undefined }),
      () => this.entries.get(taskId) === entry && this.entries.delete(taskId),
    );
    this.entries.set(taskId, entry);
    // Stale while it loads again: a reload every second does not hold up the pages.
    return previous ? Promise.resolve(previous) : entry.loading;
  }

  /** The next read loads the task from the database. */
  forget(taskId: string): void {
    this.entries.delete(taskId);
  }

  /** This instance committed an offer: the pages read from here show it, and every rank counts it. */
  offerStored(taskId: string, supplierId: string, offer: Offer): void {
    const entry = this.entries.get(taskId);
    if (!entry) return; // the next read loads it, offer and all
    // A load under way may have read before the commit: the offer goes in once it is done. Dropping the
    // load instead made every batch of offers start a new one under the deadline burst.
    if (entry.loaded) {
      if (entry.tender) apply(entry.tender, supplierId, offer);
      return;
    }
    if (entry.previous) apply(entry.previous, supplierId, offer);
    entry.loading.then(
      (tender) => tender && apply(tender, supplierId, offer),
      () => undefined,
    );
  }
}

type Offer = { prices: string; sum: number; submittedAt: number };

function apply(tender: Tender, supplierId: string, offer: Offer): void {
  const invitation = tender.invitations.get(supplierId);
  // Two submissions of one supplier can finish out of order; the later one stays.
  if (!invitation || (invitation.submittedAt !== null && Number(invitation.submittedAt) > offer.submittedAt)) return;
  Object.assign(invitation, offer);
  tender.sums = sumsOf(tender.invitations);
}

async function loadTender(db: Db, taskId: string): Promise<Tender | undefined> {
  const [rows, formats] = await Promise.all([findTaskInvitations(db, taskId), findTaskFormats(db, taskId)]);
  if (rows.length === 0) return undefined;
  const invitations = new Map(rows.map((r) => [r.supplierId, r]));
  return { formats, invitations, sums: sumsOf(invitations) };
}

function sumsOf(invitations: Map<string, InvitationRow>): number[] {
  const sums: number[] = [];
  for (const i of invitations.values()) if (i.sum !== null) sums.push(Number(i.sum));
  return sums;
}
