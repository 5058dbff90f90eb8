import { describe, expect, it } from 'vitest';
import { fileKinds, formatFileSize } from './files.ts';
import { FILE_TYPES } from './schemas/files.ts';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('file sizes, on the staff app’s task page and the printshop’s page', () => {
  it('counts 1,024 bytes to a kilobyte, one decimal below 10, in the reader’s decimal sign and words', () => {
    const sizes = [0, 1, 512, 1024, 1536, 10 * 1024 + 300, 1_250_000, 12.34 * 1024 * 1024, 50 * 1024 * 1024];
    expect(sizes.map((b) => formatFileSize(b, 'en'))).toEqual(
      ['0 bytes', '1 byte', '512 bytes', '1 kB', '1.5 kB', '10 kB', '1.2 MB', '12 MB', '50 MB'].map(nb),
    );
    expect(sizes.map((b) => formatFileSize(b, 'de'))).toEqual(
      ['0 Byte', '1 Byte', '512 Byte', '1 kB', '1,5 kB', '10 kB', '1,2 MB', '12 MB', '50 MB'].map(nb),
    );
    expect(sizes.map((b) => formatFileSize(b, 'sk'))).toEqual(
      ['0 bajtov', '1 bajt', '512 bajtov', '1 kB', '1,5 kB', '10 kB', '1,2 MB', '12 MB', '50 MB'].map(nb),
    );
  });

  it('never shows 1,024 of a unit: that is one of the next', () => {
    expect(formatFileSize(1023, 'en')).toBe(nb('1,023 bytes'));
    expect(formatFileSize(1024 * 1024 - 20, 'en')).toBe(nb('1 MB'));
    expect(formatFileSize(1024 * 1024 - 200, 'de')).toBe(nb('1 MB'));
    expect(formatFileSize(1024 * 1024 * 1023.8, 'sk')).toBe(nb('1 GB'));
    expect(formatFileSize(1.25 * 1024 ** 3, 'en')).toBe(nb('1.3 GB'));
  });

  it('groups thousands as the reader does, with the unit never on a line of its own', () => {
    expect(formatFileSize(2000 * 1024 ** 3, 'en')).toBe(nb('2,000 GB'));
    expect(formatFileSize(2000 * 1024 ** 3, 'de')).toBe(nb('2.000 GB'));
    expect(formatFileSize(2000 * 1024 ** 3, 'sk')).toMatch(/^2\s000\u00a0GB$/);
  });

  it('names each kind of document as people do', () => {
    expect(FILE_TYPES.map((type) => fileKinds[type])).toEqual(['PDF', 'PNG', 'JPEG', 'TIFF', 'ZIP', 'XLSX', 'DOCX']);
  });
});
