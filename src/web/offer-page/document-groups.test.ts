import { describe, expect, it } from 'vitest';
import type { PubFile } from '../../shared/schemas/files.ts';
import { groupDocuments } from './document-groups.ts';

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
