import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

describe('formatDateTime', () => {
  it('writes day.month.year - hours:minutes with leading zeros', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).getTime())).toBe('05.01.2026 - 09:07');
  });

  it('keeps two-digit parts as they are', () => {
    expect(formatDateTime(new Date(2026, 11, 24, 23, 59).getTime())).toBe('24.12.2026 - 23:59');
  });
});
