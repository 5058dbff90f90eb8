// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the workspace's wall clock, read in UTC: an Excel date has no time zone (ExcelJS writes a
 * Date as its UTC reading), and the CSV writes the time as the workspace reads it.
 */
export function wallClock(epochMs: number, timeZone: string): Date {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const digits = '2-digit';
    const numeric = {
      year: 'numeric',
      month: digits,
      day: digits,
      hour: digits,
      minute: digits,
      second: digits,
    } as const;
    clock = new Intl.DateTimeFormat('en-CA', { timeZone, ...numeric, hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}
