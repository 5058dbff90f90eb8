import { describe, expect, it } from 'vitest';
import { addDays, formatDateTime, fromDisplayDate, isIsoDate, toDisplayDate, todayIn } from './dates.ts';

describe('dates', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('27-02-01')).toBe(false);
  });

  it('converts between dd.mm.yyyy and YYYY-MM-DD', () => {
    expect(toDisplayDate('2027-03-01')).toBe('01.03.2027');
    expect(fromDisplayDate('1.3.2027')).toBe('2027-03-01');
    expect(fromDisplayDate('31.02.2027')).toBe(null);
    expect(fromDisplayDate('2027-03-01')).toBe(null);
  });

  it('knows today in the workspace time zone', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2027-01-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-12-31');
  });

  it('shows an instant as dd.mm.yyyy - hh:mm', () => {
    expect(formatDateTime(Date.UTC(2027, 0, 5, 8, 7), 'Europe/Berlin')).toBe('05.01.2027 - 09:07');
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
