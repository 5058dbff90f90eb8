import type { StaffLanguage } from '../../../../shared/languages.ts';

const formats = new Map<StaffLanguage, Intl.RelativeTimeFormat>();

/** Days to the offer deadline as a reader says them: "in 3 days", "tomorrow", "today", "2 days ago" (and German). */
export function daysLeftText(days: number, language: StaffLanguage): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  return format.format(days, 'day');
}
