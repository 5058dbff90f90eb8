/** Calendar dates and instants as people read them. No dependencies: the supplier's page bundles this. */

import type { Language } from './languages.ts';

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(timeZone);
  if (!format) map.set(timeZone, (format = make()));
  return format;
}

// Every printshop's page read asks for today: the answer of the current second is kept.
let today = { timeZone: '', second: Number.NaN, day: '' };

/** Today as YYYY-MM-DD in a time zone (or the day of `now` there). */
export function todayIn(timeZone: string, now?: Date): string {
  const second = Math.floor((now?.getTime() ?? Date.now()) / 1000);
  if (second === today.second && timeZone === today.timeZone) return today.day;
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  today = { timeZone, second, day: format.format(new Date(second * 1000)) };
  return today.day;
}

/** The calendar day `days` after an ISO day (before it when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one ISO day to another; negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The day `days` working days (Monday to Friday; holidays are not known) after an ISO day. */
export function addWorkingDays(iso: string, days: number): string {
  let day = iso;
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/**
 * YYYY-MM-DD as a reader types and reads it, as en-IE, de-DE and sk-SK write a numeric date:
 * 05/01/2027, 05.01.2027, 5. 1. 2027. Built by hand, so every ICU version gives the same text.
 */
export function toDisplayDate(iso: string, language: Language): string {
  const [y, m, d] = iso.split('-');
  if (language === 'sk') return `${Number(d)}. ${Number(m)}. ${y}`;
  return language === 'en' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}

/** A date in running text, never broken across lines: a Slovak 5. 1. 2027 with no-break spaces. */
export const unbrokenDate = (iso: string, language: Language): string =>
  toDisplayDate(iso, language).replace(/ /g, '\u00a0');

/**
 * A typed date -> YYYY-MM-DD, or null when it is no real day. Every reader's language puts the day first,
 * so dd.mm.yyyy, d. m. yyyy and dd/mm/yyyy are all read whatever the page's language: a date typed before
 * the language was switched stays valid.
 */
export function fromDisplayDate(text: string): string | null {
  const m = /^\s*(\d{1,2})(?:\.\s*(\d{1,2})\.\s*|\/(\d{1,2})\/)(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[4]}-${(m[2] ?? m[3])!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A typed date in `language`'s way when it is a real day written another reader's way (typed before the
 * language was switched); otherwise as typed, so the text does not change under the cursor.
 */
export function retypeDate(text: string, language: Language): string {
  const iso = fromDisplayDate(text);
  if (iso === null) return text;
  const shown = toDisplayDate(iso, language);
  const separator = (s: string) => /[./]/.exec(s)?.[0];
  return separator(text) === separator(shown) ? text : shown;
}

/** An instant as a reader's date and hh:mm in a time zone, the shape docs/product.md (Languages) gives: 05.01.2027 - 09:07. */
export function formatDateTime(epochMs: number, timeZone: string, language: Language): string {
  const format = cached(
    dateTimeFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const parts = format.formatToParts(new Date(epochMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${toDisplayDate(`${get('year')}-${get('month')}-${get('day')}`, language)} - ${get('hour')}:${get('minute')}`;
}

/**
 * An instant's hh:mm in a time zone, the time part of formatDateTime: the same in every reader's language
 * (docs/decisions/012). For an instant within the hour ("your rank updates again at 14:35").
 */
export function formatTime(epochMs: number, timeZone: string): string {
  return formatDateTime(epochMs, timeZone, 'en').slice(-5);
}
