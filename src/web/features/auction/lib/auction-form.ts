import type { AuctionBody } from '../api/auction-read.ts';

/** The dialog's fields as typed: the start as a datetime-local input holds it (the browser's time zone). */
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

/** An instant as a datetime-local input shows it: "2027-03-05T09:30", in the browser's time zone. */
export const localInput = (at: Date): string =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** A new auction's fields: starting now, ten minutes, 1 % at least per bid, each printshop told its rank. */
export const initialValues = (now: Date): AuctionValues => ({
  startsAt: localInput(now),
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
): { body: AuctionBody; errors?: never } | { body?: never; errors: Partial<Record<AuctionField, AuctionProblem>> } {
  const errors: Partial<Record<AuctionField, AuctionProblem>> = {};
  const start = values.startsAt ? new Date(values.startsAt).getTime() : NaN;
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
