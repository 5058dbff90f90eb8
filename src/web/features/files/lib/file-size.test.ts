import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes bytes, kilobytes, megabytes and gigabytes the English way', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(1023, 'en')).toBe('1,023 bytes');
    expect(formatFileSize(1024, 'en')).toBe('1 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(50 * 1024 * 1024, 'en')).toBe('50 MB');
    expect(formatFileSize(1.25 * 1024 ** 3, 'en')).toBe('1.3 GB');
  });

  it('writes them the German way', () => {
    expect(formatFileSize(512, 'de')).toBe('512 Byte');
    expect(formatFileSize(1536, 'de')).toBe('1,5 kB');
    expect(formatFileSize(12.34 * 1024 * 1024, 'de')).toBe('12,3 MB');
  });

  it('moves up a unit when rounding would reach 1,024', () => {
    expect(formatFileSize(1024 * 1024 - 20, 'en')).toBe('1 MB');
    expect(formatFileSize(1024 * 1024 - 200, 'en')).toBe('1,023.8 kB');
  });
});
