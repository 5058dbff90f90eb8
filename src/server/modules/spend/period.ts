import { addDays, todayIn } from '../../../shared/dates.ts';
import { MAX_SPEND_MONTHS } from '../../../shared/schemas/spend.ts';
import { badRequest } from '../../errors.ts';
import { zonedInstant } from '../reminders/index.ts';

/** A period of whole days in the workspace's time zone, both days included, with its months' first instants. */
export type Period = {
  from: string;
  to: string;
  /** The first instant of `from` and of the day after `to`. */
  start: number;
  end: number;
  /** Each month touched, oldest first: `2026-03` and its first instant (the first's is `start`). */
  months: { key: string; start: number }[];
};

/** The first instant of a day (YYYY-MM-DD) in a time zone. */
const dayStart = (day: string, timeZone: string): number => zonedInstant(day, 0, timeZone);

const monthOf = (day: string) => day.slice(0, 7);
/** The month `n` months after `key` (before it when negative). */
const addMonths = (key: string, n: number) => {
  const [y, m] = key.split('-').map(Number) as [number, number];
  const index = y * 12 + m - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * The period asked for; without `from`, the first day of the month eleven months before `to` (twelve months of
 * the chart); without `to`, today. 400 INVALID when it ends before it starts or spans more than ten years.
 */
export function periodOf(asked: { from?: string; to?: string }, timeZone: string, now = new Date()): Period {
  const to = asked.to ?? todayIn(timeZone, now);
  const from = asked.from ?? `${addMonths(monthOf(to), -11)}-01`;
  if (from > to) throw badRequest('INVALID', 'The period ends before it starts.', 'to');
  const months: Period['months'] = [];
  for (let key = monthOf(from); key <= monthOf(to); key = addMonths(key, 1)) {
    if (months.length === MAX_SPEND_MONTHS) {
      throw badRequest('INVALID', `A period spans at most ${MAX_SPEND_MONTHS} months.`, 'from');
    }
    months.push({ key, start: dayStart(key === monthOf(from) ? from : `${key}-01`, timeZone) });
  }
  return { from, to, start: months[0]!.start, end: dayStart(addDays(to, 1), timeZone), months };
}
