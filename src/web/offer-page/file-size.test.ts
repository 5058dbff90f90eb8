import { describe, expect, it } from 'vitest';
import { FILE_TYPES, type PubFile } from '../../shared/schemas/files.ts';
import { fileKind, formatSize, groupDocuments } from './file-size.ts';

const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('file sizes on the printshop page', () => {
  it('counts 1,024 bytes to a kilobyte, one decimal below 10, in the reader’s decimal sign', () => {
    const sizes = [0, 512, 1024, 1536, 10 * 1024 + 300, 1_250_000, 50 * 1024 * 1024, 3 * 1024 ** 3];
    expect(sizes.map((b) => formatSize(b, 'en'))).toEqual(
      ['0 B', '512 B', '1 KB', '1.5 KB', '10 KB', '1.2 MB', '50 MB', '3 GB'].map(nb),
    );
    expect(sizes.map((b) => formatSize(b, 'de'))).toEqual(
      ['0 B', '512 B', '1 KB', '1,5 KB', '10 KB', '1,2 MB', '50 MB', '3 GB'].map(nb),
    );
    expect(sizes.map((b) => formatSize(b, 'sk'))).toEqual(
      ['0 B', '512 B', '1 kB', '1,5 kB', '10 kB', '1,2 MB', '50 MB', '3 GB'].map(nb),
    );
  });

  it('never shows 1,024 of a unit: that is one of the next', () => {
    expect(formatSize(1023, 'en')).toBe(nb('1,023 B'));
    expect(formatSize(1024 * 1024 - 100, 'de')).toBe(nb('1 MB'));
    expect(formatSize(1024 * 1024 * 1023.8, 'sk')).toBe(nb('1 GB'));
  });

  it('groups thousands as the reader does, with the unit never on a line of its own', () => {
    expect(formatSize(2000 * 1024 ** 3, 'en')).toBe(nb('2,000 GB'));
    expect(formatSize(2000 * 1024 ** 3, 'de')).toBe(nb('2.000 GB'));
    expect(formatSize(2000 * 1024 ** 3, 'sk')).toMatch(/^2\s000\u00a0GB$/);
  });

  it('names each kind of document as people do', () => {
    expect(FILE_TYPES.map(fileKind)).toEqual(['PDF', 'PNG', 'JPEG', 'TIFF', 'ZIP', 'XLSX', 'DOCX']);
  });
});

describe('documents by what they belong to', () => {
  const file = (id: string, formatId: string | null): PubFile => ({
    id,
    name: `${id}.pdf`,
    size: 1,
    type: 'application/pdf',
    formatId,
    url: `/files/${id}`,
  });
  const formats = [
    { id: 'f', title: 'Flyer A5' },
    { id: 'l', title: 'Letter' },
  ];

  it('puts the whole request’s first, then each format’s in the task’s order', () => {
    const groups = groupDocuments([file('b', 'l'), file('a', null), file('c', 'f'), file('d', 'l')], formats);
    expect(groups.map((g) => [g.format?.title ?? null, g.files.map((f) => f.id)])).toEqual([
      [null, ['a']],
      ['Flyer A5', ['c']],
      ['Letter', ['b', 'd']],
    ]);
  });

  it('counts a document of a format no longer in the task for the whole request; none, no group', () => {
    expect(groupDocuments([file('x', 'gone')], formats)).toEqual([{ format: null, files: [file('x', 'gone')] }]);
    expect(groupDocuments([], formats)).toEqual([]);
  });
});
