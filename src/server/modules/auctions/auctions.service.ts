import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../shared/dates.ts';
import { isCurrency, type Currency } from '../../../shared/currencies.ts';
import type { AuctionBody, AuctionRead, AuctionVisibility, TaskAuction } from '../../../shared/schemas/auctions.ts';
import { inRound, isSealed } from '../../../shared/task-state.ts';
import { offerLink } from '../../auth/offer-token.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Executor } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import { recordEvent } from '../events/index.ts';
import { findSupplierTasks } from '../invitations/index.ts';
import { takeQuota } from '../mail/index.ts';
import { ranked } from '../offers/index.ts';
import { assertTask, changeTask } from '../tasks/index.ts';
import { supplierSender } from '../team/index.ts';
import { auctionAnnouncedMail } from './auction.mail.tsx';
import { iso, percentOf, rankAmong, stateOf, tenthsOf } from './auction-rules.ts';
import {
  findAuction,
  findBidders,
  findBids,
  insertAuction,
  type AuctionRow,
  type BidderRow,
} from './auctions.queries.ts';

const MINUTE = 60_000;
const LATEST_START_DAYS = 30;

export const noAuction = () => new AppError(404, 'NO_AUCTION', 'The task has no auction.');

type SetDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'taskChanges' | 'supplierSums' | 'taskAuction'>;

/**
 * POST /api/tasks/{id}/auction (docs/product.md#auctions): the invited printshops with a complete current offer
 * bid from their offer's landed total, and each is mailed when, how long and by how much. One per task; refused
 * while sealed offers are unopened and in any state but sent. `armed` hears the new auction's times.
 */
export async function setAuction(
  deps: SetDeps,
  staff: Staff,
  taskId: string,
  body: AuctionBody,
  armed: (row: Pick<AuctionRow, 'taskId' | 'startsAt' | 'endsAt'>) => void,
): Promise<AuctionRead> {
  const now = Date.now();
  const startsAt = Date.parse(body.startsAt);
  if (startsAt < now - MINUTE) throw badRequest('INVALID', 'The auction cannot start in the past.', 'startsAt');
  if (startsAt > now + LATEST_START_DAYS * 24 * 60 * MINUTE)
    throw badRequest('INVALID', `The auction must start within ${LATEST_START_DAYS} days.`, 'startsAt');
  const row = await changeTask(deps, staff.workspace.id, taskId, 'auction', async (trx, { row: task, formats }) => {
    if (isSealed(task, todayIn(deps.config.timeZone)))
      throw conflict('TASK_SEALED', 'The offers are sealed until the deadline day is over: open them first.');
    if (await findAuction(trx, taskId)) throw conflict('AUCTION_EXISTS', 'The task has an auction already.');
    const invited = await findSupplierTasks(trx, taskId);
    const bidders = invited.flatMap((s) => {
      if (s.supplierDeleted || !s.offer || !inRound(s)) return [];
      const r = ranked(s.offer, formats);
      return r.complete ? [{ s, total: r.sum }] : [];
    });
    if (bidders.length === 0)
      throw conflict('NO_COMPLETE_OFFERS', 'No invited printshop has a complete current offer to bid from.');
    const auction: AuctionRow = {
      taskId,
      workspaceId: staff.workspace.id,
      startsAt,
      endsAt: startsAt + body.minutes * MINUTE,
      minutes: body.minutes,
      decrementTenths: tenthsOf(body.decrementPercent),
      visibility: body.visibility,
      currency: task.currency,
      endedAt: null,
      createdBy: staff.user.id,
      signature: staff.user.signature,
      createdAt: now,
    };
    const rows: BidderRow[] = bidders.map(({ s, total }) => ({
      taskId,
      supplierId: s.supplierId,
      startTotal: total,
      lastTotal: total,
      bids: 0,
      lastBidAt: null,
    }));
    await insertAuction(trx, auction, rows);
    await recordEvent(trx, {
      staff,
      taskId,
      kind: 'auction-set',
      count: body.minutes,
      subject: `${iso(startsAt)} · ${body.minutes} min · ${body.decrementPercent} % · ${body.visibility}`,
      invited: bidders.map(({ s }) => s.supplierName),
    });
    // Every mail counts in the workspace's mail quota: beyond it the auction is refused whole.
    await takeQuota(trx, deps.config, staff.workspace.id, 'mail', bidders.length);
    const { buyer, headers } = await supplierSender(trx, taskId, staff.user.email);
    await deps.outbox.enqueueMany(
      trx,
      bidders.map(({ s }) => ({
        id: randomUUID(),
        kind: 'auction-announced' as const,
        to: s.supplierEmail,
        workspaceId: staff.workspace.id,
        taskId,
        supplierId: s.supplierId,
        ...auctionAnnouncedMail({
          task: { name: task.name },
          supplier: { name: s.supplierName, contactPerson: s.contactPerson, language: s.language },
          signature: staff.user.signature,
          buyer: buyer.name,
          startsAt,
          minutes: body.minutes,
          decrementPercent: body.decrementPercent,
          timeZone: deps.config.timeZone,
          link: offerLink(deps.config.baseUrl, deps.config.appSecret, taskId, s.supplierId),
        }),
        ...headers,
      })),
    );
    return auction;
  });
  armed(row);
  return readAuctionOf(deps.db, taskId, row);
}

/** GET /api/tasks/{id}/auction: 404 NOT_FOUND without the task, 404 NO_AUCTION without an auction. */
export async function readAuction(deps: Pick<Deps, 'db'>, staff: Staff, taskId: string): Promise<AuctionRead> {
  await assertTask(deps.db, staff.workspace.id, taskId);
  const row = await findAuction(deps.db, taskId);
  if (!row) throw noAuction();
  return readAuctionOf(deps.db, taskId, row);
}

async function readAuctionOf(ex: Executor, taskId: string, row: AuctionRow): Promise<AuctionRead> {
  const [bidders, bids, invited] = await Promise.all([
    findBidders(ex, taskId),
    findBids(ex, taskId),
    findSupplierTasks(ex, taskId),
  ]);
  const names = new Map(invited.map((s) => [s.supplierId, s.supplierName]));
  return {
    ...timesOf(row, Date.now()),
    minutes: row.minutes,
    decrementPercent: percentOf(row.decrementTenths),
    visibility: row.visibility as AuctionVisibility,
    currency: (isCurrency(row.currency) ? row.currency : 'EUR') as Currency,
    suppliers: bidders
      .map((b) => ({
        supplierId: b.supplierId,
        name: names.get(b.supplierId) ?? '',
        startTotal: b.startTotal,
        lastTotal: b.lastTotal,
        rank: rankAmong(b.lastTotal, bidders),
        bids: b.bids,
      }))
      .sort((a, b) => a.lastTotal - b.lastTotal || a.name.localeCompare(b.name)),
    bids: bids.map((b) => ({ id: b.id, supplierId: b.supplierId, total: b.total, at: iso(b.at) })),
  };
}

const timesOf = (row: AuctionRow, now: number): TaskAuction => ({
  state: stateOf(row, now),
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
});

/** What the task's read carries of its auction (Deps.taskAuction): null without one. */
export async function taskAuction(ex: Executor, taskId: string): Promise<TaskAuction | null> {
  const row = await findAuction(ex, taskId);
  return row ? timesOf(row, Date.now()) : null;
}
