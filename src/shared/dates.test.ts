import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  formatDateTime,
  formatTime,
  fromDisplayDate,
  isIsoDate,
  retypeDate,
  toDisplayDate,
  todayIn,
} from './dates.ts';

describe('dates', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('27-02-01')).toBe(false);
  });

  it('shows a day as each reader writes it: dd/mm/yyyy, dd.mm.yyyy, d. m. yyyy', () => {
    expect(toDisplayDate('2027-03-01', 'en')).toBe('01/03/2027');
    expect(toDisplayDate('2027-03-01', 'de')).toBe('01.03.2027');
    expect(toDisplayDate('2027-03-01', 'sk')).toBe('1. 3. 2027');
    expect(toDisplayDate('2027-12-24', 'sk')).toBe('24. 12. 2027');
  });

  it.each([
    ['en', 'en-IE', { day: '2-digit', month: '2-digit', year: 'numeric' }],
    ['de', 'de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }],
    ['sk', 'sk-SK', {}],
  ] as const)('writes %s dates as %s does', (language, locale, options) => {
    const intl = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    for (const iso of ['2027-01-05', '2027-03-01', '2028-02-29', '2026-12-31']) {
      expect(toDisplayDate(iso, language)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it.each([
    ['1.3.2027', '2027-03-01'],
    ['01.03.2027', '2027-03-01'],
    ['01/03/2027', '2027-03-01'],
    ['1/3/2027', '2027-03-01'],
    ['1. 3. 2027', '2027-03-01'],
    [' 24. 12. 2027 ', '2027-12-24'],
    ['31.02.2027', null],
    ['31/02/2027', null],
    ['2027-03-01', null],
    ['1/3.2027', null],
    ['01.03.27', null],
    ['', null],
  ])('reads the typed date %j as %j', (text, iso) => {
    expect(fromDisplayDate(text)).toBe(iso);
  });

  it("shows a date typed another reader's way in the page language, and leaves the rest as typed", () => {
    expect(retypeDate('01.03.2027', 'en')).toBe('01/03/2027');
    expect(retypeDate('1/3/2027', 'de')).toBe('01.03.2027');
    expect(retypeDate('1/3/2027', 'en')).toBe('1/3/2027');
    expect(retypeDate('1.3.2027', 'de')).toBe('1.3.2027');
    expect(retypeDate('31.02.2027', 'en')).toBe('31.02.2027');
    expect(retypeDate('01.03.20', 'en')).toBe('01.03.20');
    expect(retypeDate('', 'en')).toBe('');
  });

  it('knows today in the workspace time zone', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2027-01-01');
    expect(todayIn('UTC', lateEvening)).toBe('2026-12-31');
  });

  it("shows an instant as the reader's date - hh:mm in a time zone", () => {
    const instant = Date.UTC(2027, 0, 5, 8, 7);
    expect(formatDateTime(instant, 'Europe/Berlin', 'de')).toBe('05.01.2027 - 09:07');
    expect(formatDateTime(instant, 'Europe/Berlin', 'en')).toBe('05/01/2027 - 09:07');
    expect(formatDateTime(instant, 'Europe/Bratislava', 'sk')).toBe('5. 1. 2027 - 09:07');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 30), 'Europe/Berlin', 'en')).toBe('01/01/2027 - 00:30');
  });

  it('shows an instant as hh:mm in a time zone, 24 hours', () => {
    expect(formatTime(Date.UTC(2027, 0, 5, 13, 7), 'Europe/Berlin')).toBe('14:07');
    expect(formatTime(Date.UTC(2026, 11, 31, 23, 30), 'Europe/Berlin')).toBe('00:30');
    expect(formatTime(Date.UTC(2027, 6, 5, 8, 7), 'Europe/Bratislava')).toBe('10:07');
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('counts working days, Monday to Friday', () => {
    // 2027-01-08 is a Friday.
    expect(addWorkingDays('2027-01-08', 1)).toBe('2027-01-11');
    expect(addWorkingDays('2027-01-08', 5)).toBe('2027-01-15');
    expect(addWorkingDays('2027-01-09', 1)).toBe('2027-01-11');
    expect(addWorkingDays('2027-01-11', 0)).toBe('2027-01-11');
    expect(addWorkingDays('2027-01-11', 10)).toBe('2027-01-25');
  });
});
