import { describe, expect, it } from 'vitest';
import { deadlineEnd, remindAt, zonedInstant } from './due-times.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('due times in the workspace time zone', () => {
  it('finds a wall-clock hour on both sides of a change of summer time', () => {
    expect(iso(zonedInstant('2027-01-05', 9, 'Europe/Berlin'))).toBe('2027-01-05T08:00:00.000Z');
    expect(iso(zonedInstant('2027-03-28', 9, 'Europe/Berlin'))).toBe('2027-03-28T07:00:00.000Z');
    expect(iso(zonedInstant('2027-03-28', 0, 'Europe/Berlin'))).toBe('2027-03-27T23:00:00.000Z');
    expect(iso(zonedInstant('2027-10-31', 9, 'Europe/Berlin'))).toBe('2027-10-31T08:00:00.000Z');
    expect(iso(zonedInstant('2027-07-01', 9, 'America/New_York'))).toBe('2027-07-01T13:00:00.000Z');
  });

  it('reminds days before the deadline in the morning; the deadline day ends at midnight', () => {
    expect(iso(remindAt('2027-04-01', 2, 'Europe/Berlin'))).toBe('2027-03-30T07:00:00.000Z');
    expect(iso(deadlineEnd('2027-04-01', 'Europe/Berlin'))).toBe('2027-04-01T22:00:00.000Z');
  });
});
