import { addDays, todayIn } from '../../shared/dates.ts';

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The working day (Monday to Friday) `days` working days before `day`; a weekend `day` counts from its Friday. */
export function workingDaysBefore(day: string, days: number): string {
  let found = day;
  while (isWeekend(found)) found = addDays(found, -1);
  for (let left = days; left > 0; left -= 1) {
    do found = addDays(found, -1);
    while (isWeekend(found));
  }
  return found;
}

/** What was written between `from` and `to` (real epoch ms) happened `by` ms earlier in the story. */
export type Segment = { from: number; to: number; by: number };

const MINUTE = 60_000;

/** Epoch ms of a wall-clock time on a day in a time zone (the zone's offset on that day, DST included). */
export function wallClock(day: string, time: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const asUtc = Date.UTC(y!, m! - 1, d!, hh, mm);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    ...{ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  }).formatToParts(asUtc);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return asUtc - (shown - asUtc);
}

/**
 * The demo's story happens over months, but it is played in seconds, each action through the app as it
 * is today. The clock notes when each action ran and when in the story it happened; the runner moves
 * what the action wrote to that instant at the end (demo.queries.ts shiftInstants), all in one step.
 */
export class DemoClock {
  readonly segments: Segment[] = [];
  readonly today: string;

  constructor(readonly timeZone: string) {
    this.today = todayIn(timeZone);
  }

  /** The instant `time` o'clock on `day` (YYYY-MM-DD), plus `minutes`. */
  instant(day: string, time: string, minutes = 0): number {
    return wallClock(day, time, this.timeZone) + minutes * MINUTE;
  }

  /** Runs `action` now and records that it happened at `at`, which must lie in the past. */
  async at<T>(at: number, action: () => Promise<T>): Promise<T> {
    if (at >= Date.now()) throw new Error(`the demo's story reaches the future: ${new Date(at).toISOString()}`);
    // Segments never share a millisecond, so every instant written belongs to exactly one of them.
    const last = this.segments.at(-1)?.to ?? 0;
    while (Date.now() <= last) await new Promise((resolve) => setTimeout(resolve, 1));
    const from = Date.now();
    const result = await action();
    this.segments.push({ from, to: Date.now(), by: from - at });
    return result;
  }
}
