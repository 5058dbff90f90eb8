import type { StaffLanguage } from '../../../../shared/languages.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file's size as its reader writes it: 512 bytes, 1.5 MB / 1,5 MB. Steps of 1,024, as the limits are
 * counted (50 MB = 50 × 1,024 × 1,024 bytes), so a file at the limit reads "50 MB".
 */
export function formatFileSize(bytes: number, language: StaffLanguage): string {
  let value = bytes;
  let unit = 0;
  // Rounded to one decimal, 1,023.96 KB would read "1,024 KB": that is 1 MB.
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
