import type { AuctionBody } from '../../../../shared/schemas/auctions.ts';

/** The dialog's fields as typed: the start as a datetime-local input holds it, in the workspace's time zone. */
export type AuctionValues = {
  startsAt: string;
  minutes: string;
  decrementPercent: string;
  visibility: AuctionBody['visibility'];
};
export type AuctionField = Exclude<keyof AuctionValues, 'visibility'>;
export type AuctionProblem = 'required' | 'past' | 'tooFar' | 'minutes' | 'decrement';

// The server's limits (docs/decisions/040): a minute's grace for a start "now", at most 30 days ahead.
const GRACE_MS = 60_000;
const AHEAD_MS = 30 * 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's wall-clock fields in a time zone, read back as if they were UTC (epoch ms). */
function wallClock(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/** An instant as a datetime-local input shows it in the workspace's time zone: "2027-03-05T09:30". */
export function localInput(at: Date, timeZone: string): string {
  const wall = new Date(wallClock(at.getTime(), timeZone));
  const day = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return `${day}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** A datetime-local input's text, read in the workspace's time zone, as an instant (epoch ms; NaN when empty). */
export function instantOf(text: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!m) return NaN;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The zone's offset at that wall time, checked once more across a change of summer time.
  const first = wall - (wallClock(wall, timeZone) - wall);
  return wall - (wallClock(first, timeZone) - first);
}

/** A new auction's fields: starting now, ten minutes, 1 % at least per bid, each printshop told its rank. */
export const initialValues = (now: Date, timeZone: string): AuctionValues => ({
  startsAt: localInput(now, timeZone),
  minutes: '10',
  decrementPercent: '1',
  visibility: 'rank',
});

/**
 * The body to send, or the problem of each field the server would refuse: minutes a whole number 5–120, the
 * decrement 0.1–20 % with one decimal at most (a comma as the German types it), the start not past, within 30 days.
 */
export function checkAuction(
  values: AuctionValues,
  now: number,
  timeZone: string,
): { body: AuctionBody; errors?: never } | { body?: never; errors: Partial<Record<AuctionField, AuctionProblem>> } {
  const errors: Partial<Record<AuctionField, AuctionProblem>> = {};
  const start = instantOf(values.startsAt, timeZone);
  if (Number.isNaN(start)) errors.startsAt = 'required';
  else if (start < now - GRACE_MS) errors.startsAt = 'past';
  else if (start > now + AHEAD_MS) errors.startsAt = 'tooFar';
  const minutes = /^\s*\d+\s*$/.test(values.minutes) ? Number(values.minutes) : NaN;
  if (!values.minutes.trim()) errors.minutes = 'required';
  else if (!(minutes >= 5 && minutes <= 120)) errors.minutes = 'minutes';
  const text = values.decrementPercent.trim().replace(',', '.');
  const percent = /^\d+(\.\d)?$/.test(text) ? Number(text) : NaN;
  if (!text) errors.decrementPercent = 'required';
  else if (!(percent >= 0.1 && percent <= 20)) errors.decrementPercent = 'decrement';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      // A start within the grace is "at once": the minute typed has begun already.
      startsAt: new Date(Math.max(start, now)).toISOString(),
      minutes,
      decrementPercent: percent,
      visibility: values.visibility,
    },
  };
}
