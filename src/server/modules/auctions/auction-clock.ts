import type { FastifyBaseLogger } from 'fastify';
import { isCurrency } from '../../../shared/currencies.ts';
import { TaskState } from '../../../shared/task-state.ts';
import type { Deps } from '../../deps.ts';
import { recordTaskEvent } from '../events/index.ts';
import { findSupplierTasks } from '../invitations/index.ts';
import { supplierSender } from '../team/index.ts';
import { auctionResultMail } from './auction.mail.tsx';
import { rankAmong } from './auction-rules.ts';
import { findAuction, findBidders, findUnended, markEnded, type AuctionRow } from './auctions.queries.ts';
import { randomUUID } from 'node:crypto';

type ClockDeps = Pick<Deps, 'db' | 'outbox' | 'live'>;
type Times = Pick<AuctionRow, 'taskId' | 'startsAt' | 'endsAt'>;

// setTimeout holds at most 2^31 - 1 ms (24.8 days); an auction may start 30 days ahead: its timer wakes and waits on.
const LONGEST_WAIT = 2 ** 31 - 1;
// Another instance's auction, or one whose timer was lost, is ended by the next sweep at the latest.
const SWEEP_MS = 30_000;

/**
 * Ends auctions at their end (docs/decisions/040). Each instance holds a timer per auction nobody ended, armed
 * at boot from the database, at each auction set here, and again at each bid (here or, through the live bus, on
 * another instance) since a soft close moves the end; a sweep every 30 s arms those it does not hold. The end is
 * a conditional update (`endedAt` still null and the end come): whichever instance gets there first ends it, once,
 * and sends the result mails in the same transaction. At the start a `bid` event tells the pages it runs.
 */
export class AuctionClock {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; at: number; start: boolean }>();
  private sweeper: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly deps: ClockDeps,
    private readonly log: FastifyBaseLogger,
    private readonly sweepMs = SWEEP_MS,
  ) {}

  /** Arms every auction nobody ended yet, and every 30 s those armed elsewhere or missed. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.armAll();
    this.sweeper = setInterval(() => {
      this.armAll().catch((err: unknown) => this.log.error({ err }, 'the auction sweep failed'));
    }, this.sweepMs);
    this.sweeper.unref();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.sweeper);
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async armAll(): Promise<void> {
    for (const row of await findUnended(this.deps.db)) {
      const held = this.timers.get(row.taskId);
      if (!held || held.at !== this.dueAt(row, Date.now())) this.arm(row);
    }
  }

  private dueAt = (row: Times, now: number) => (now < row.startsAt ? row.startsAt : row.endsAt);

  /** Arms the auction's next moment: its start, or its end. */
  arm(row: Times): void {
    if (this.stopped) return;
    const now = Date.now();
    const at = this.dueAt(row, now);
    const held = this.timers.get(row.taskId);
    if (held) clearTimeout(held.timer);
    const timer = setTimeout(() => void this.fire(row.taskId), Math.min(Math.max(0, at - now), LONGEST_WAIT));
    timer.unref();
    this.timers.set(row.taskId, { timer, at, start: at === row.startsAt && now < row.startsAt });
  }

  /** Reads the auction again and arms it as it is now (a bid moved its end, here or on another instance). */
  async rearm(taskId: string): Promise<void> {
    const row = await findAuction(this.deps.db, taskId);
    if (!row || row.endedAt !== null) this.forget(taskId);
    else this.arm(row);
  }

  private forget(taskId: string): void {
    const held = this.timers.get(taskId);
    if (held) clearTimeout(held.timer);
    this.timers.delete(taskId);
  }

  private async fire(taskId: string): Promise<void> {
    const held = this.timers.get(taskId);
    this.timers.delete(taskId);
    try {
      const row = await findAuction(this.deps.db, taskId);
      if (!row || row.endedAt !== null || this.stopped) return;
      const now = Date.now();
      if (now >= row.endsAt) {
        if (await endAuction(this.deps, taskId)) return;
        // Moved on by a bid meanwhile, or ended elsewhere.
        return await this.rearm(taskId);
      }
      if (held?.start && now >= row.startsAt) this.deps.live.publish(taskId, 'bid');
      this.arm(row);
    } catch (err) {
      this.log.error({ err, taskId }, 'the auction’s end failed; the sweep tries again');
    }
  }
}

/**
 * Ends the auction if its end has come and nobody ended it (true then), in one transaction with the audit event
 * and each bidder's result mail (its final place and total, in its language); then tells the pages.
 */
export async function endAuction(deps: ClockDeps, taskId: string): Promise<boolean> {
  const ended = await deps.db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (!(await markEnded(trx, taskId, now))) return false;
    const auction = (await findAuction(trx, taskId))!;
    const [bidders, invited] = await Promise.all([findBidders(trx, taskId), findSupplierTasks(trx, taskId)]);
    const bids = bidders.reduce((n, b) => n + b.bids, 0);
    const best = bidders.length > 0 ? Math.min(...bidders.map((b) => b.lastTotal)) : null;
    await recordTaskEvent(trx, {
      taskId,
      workspaceId: auction.workspaceId,
      kind: 'auction-ended',
      count: bids,
      ...(best === null ? {} : { amount: best }),
    });
    const byId = new Map(invited.map((s) => [s.supplierId, s]));
    const { buyer, headers } = await supplierSender(trx, taskId);
    const currency = isCurrency(auction.currency) ? auction.currency : 'EUR';
    await deps.outbox.enqueueMany(
      trx,
      bidders.flatMap((b) => {
        const s = byId.get(b.supplierId);
        // An award or a cancellation meanwhile told the printshops already; a result would contradict it.
        if (!s || s.supplierDeleted || s.state !== TaskState.sent) return [];
        return [
          {
            id: randomUUID(),
            kind: 'auction-result' as const,
            to: s.supplierEmail,
            workspaceId: auction.workspaceId,
            taskId,
            supplierId: s.supplierId,
            ...auctionResultMail({
              task: { name: s.taskName },
              supplier: { name: s.supplierName, contactPerson: s.contactPerson, language: s.language },
              signature: auction.signature,
              buyer: buyer.name,
              rank: rankAmong(b.lastTotal, bidders),
              of: bidders.length,
              total: b.lastTotal,
              currency,
            }),
            ...headers,
          },
        ];
      }),
    );
    return true;
  });
  if (ended) {
    deps.outbox.poke();
    deps.live.publish(taskId, 'bid');
  }
  return ended;
}
