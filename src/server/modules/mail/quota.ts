import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { MailCountTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { addCount, listCounts, lockWorkspace, markHeld } from './quota.queries.ts';
import type { MailRow } from './outbox.queries.ts';

/**
 * The mail quotas of a workspace (docs/product.md, Mail quotas): `mail` counts the invitations, reminders and
 * amendments to printshops per rolling hour, `test` the test mails per rolling day. Counted per minute in the
 * transaction that enqueues the mails, with the workspace's row locked, so that instances on one database
 * share one count and a request either has room for all its mails or sends none.
 */
export type Quota = MailCountTable['quota'];
type QuotaConfig = Pick<Config, 'mailQuota' | 'timeZone'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Room in a quota now: how many are left of how many, and when `n` more would fit. */
export type Room = { left: number; limit: number; freeAt: (n: number) => number };

/** The quota's limit for a workspace created at `createdAt`: its first day a tenth (at least 1); null: none. */
function limitOf(config: QuotaConfig, quota: Quota, createdAt: number, now: number): number | null {
  const full = quota === 'mail' ? config.mailQuota.perHour : config.mailQuota.testPerDay;
  if (full === 0) return null;
  return now - createdAt < DAY ? Math.max(1, Math.ceil(full / 10)) : full;
}

const windowOf = (quota: Quota) => (quota === 'mail' ? HOUR : DAY);
// A mail counts in the minute it ends: it leaves the window up to a minute late, never early.
const minuteOf = (now: number) => Math.ceil(now / MINUTE) * MINUTE;

/**
 * The room in the workspace's `quota`, its row locked until the transaction ends; null when the quota is off.
 * Call it in the transaction that enqueues the mails, and count them there (`countMails`).
 */
export async function quotaRoom(
  ex: Executor,
  config: QuotaConfig,
  workspaceId: string,
  quota: Quota,
  now = Date.now(),
): Promise<Room | null> {
  if (limitOf(config, quota, now, now) === null) return null;
  const createdAt = (await lockWorkspace(ex, workspaceId)) ?? 0;
  const limit = limitOf(config, quota, createdAt, now)!;
  const windowMs = windowOf(quota);
  const counts = await listCounts(ex, workspaceId, quota, now - windowMs);
  const used = counts.reduce((sum, c) => sum + c.count, 0);
  return {
    left: Math.max(0, limit - used),
    limit,
    freeAt(n) {
      let over = used + n - limit;
      if (over <= 0) return now;
      for (const c of counts) {
        over -= c.count;
        if (over <= 0) return c.at + windowMs;
      }
      return minuteOf(now) + windowMs;
    },
  };
}

/** Counts `n` mails of the workspace's `quota` now (in the transaction of quotaRoom). */
export async function countMails(ex: Executor, workspaceId: string, quota: Quota, n: number, now = Date.now()) {
  if (n <= 0) return;
  await addCount(ex, { workspaceId, quota, at: minuteOf(now), count: n }, now - windowOf(quota));
}

/**
 * Takes `n` mails of the workspace's `quota`, in the transaction that enqueues them: 429 MAIL_QUOTA, with when
 * they would fit, if fewer are left.
 */
export async function takeQuota(
  ex: Executor,
  config: QuotaConfig,
  workspaceId: string,
  quota: Quota,
  n: number,
  now = Date.now(),
): Promise<void> {
  if (n <= 0) return;
  const room = await quotaRoom(ex, config, workspaceId, quota, now);
  if (!room) return;
  if (n > room.left) throw quotaReached(config, quota, room, n);
  await countMails(ex, workspaceId, quota, n, now);
}

/** 429 MAIL_QUOTA: how many are left of the quota and when the `asked` would fit (`retryAt`, epoch ms). */
function quotaReached(config: QuotaConfig, quota: Quota, room: Room, asked: number): AppError {
  const retryAt = room.freeAt(asked);
  const per = quota === 'mail' ? 'this hour' : 'today';
  const message =
    `The workspace's mail quota is reached: ${room.left} of ${room.limit} mails are left ${per}, ` +
    `${asked} were asked for, so nothing was sent. Try again at ${clock(config, retryAt)}.`;
  return new AppError(429, 'MAIL_QUOTA', message, undefined, {
    retryAt,
    // `at` is shown in the reader's language and time zone (the web's error texts).
    at: retryAt,
    left: room.left,
    limit: room.limit,
    asked,
  });
}

const clock = (config: QuotaConfig, at: number) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: config.timeZone }).format(at);

/**
 * The outbox's hook for the planned mails just claimed (reminders, due now, on their first attempt): those their
 * workspace's quota has room for are counted and go; the others are queued again for when it frees, with the
 * reason in the mail's last error, and answered so that the worker does not send them.
 */
export async function holdOverQuota(
  deps: { db: Db; config: QuotaConfig },
  claimed: readonly MailRow[],
  now = Date.now(),
): Promise<{ id: string; until: number }[]> {
  const planned = claimed.filter((m) => m.dedupeKey !== null && m.workspaceId !== null && m.attempts === 1);
  if (planned.length === 0 || deps.config.mailQuota.perHour === 0) return [];
  const byWorkspace = new Map<string, MailRow[]>();
  for (const m of planned) byWorkspace.set(m.workspaceId!, [...(byWorkspace.get(m.workspaceId!) ?? []), m]);
  const held: { id: string; until: number }[] = [];
  for (const [workspaceId, mails] of byWorkspace) {
    await deps.db.transaction().execute(async (trx) => {
      const room = (await quotaRoom(trx, deps.config, workspaceId, 'mail', now))!;
      const going = Math.min(room.left, mails.length);
      await countMails(trx, workspaceId, 'mail', going, now);
      const until = room.freeAt(going + 1);
      const reason = `Held back: the workspace's mail quota is reached; tries again at ${clock(deps.config, until)}.`;
      for (const m of mails.slice(going)) {
        await markHeld(trx, m.id, reason, until);
        held.push({ id: m.id, until });
      }
    });
  }
  return held;
}
