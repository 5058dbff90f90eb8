import { addDays } from '../../../shared/dates.ts';

const DAY_MS = 86_400_000;
/** Reminders before the deadline go out at this hour of the workspace's morning. */
export const MORNING_HOUR = 9;

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** The instant at which a day's wall clock in a time zone shows `hour`:00 (09:00 in Europe/Berlin…). */
export function zonedInstant(isoDay: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${isoDay}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The offset at a first guess, then at the instant it gives: right on both sides of a DST change.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** When the reminder before the deadline is due: `days` before the deadline day, in the morning. */
export const remindAt = (deadlineDate: string, days: number, timeZone: string) =>
  zonedInstant(addDays(deadlineDate, -days), MORNING_HOUR, timeZone);

/** When a printshop that did not open its invitation is asked whether it received it. */
export const unopenedAt = (invitedAt: number, days: number) => invitedAt + days * DAY_MS;

/** The first instant after the deadline day: offers are taken through the whole day. */
export const deadlineEnd = (deadlineDate: string, timeZone: string) =>
  zonedInstant(addDays(deadlineDate, 1), 0, timeZone);
