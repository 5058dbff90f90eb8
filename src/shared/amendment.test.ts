import { describe, expect, it } from 'vitest';
import { changesOf, pricesChanged } from './amendment.ts';
import type { TaskFormat } from './schemas/tasks.ts';

const texts = (weight: string) => ({ weight, personalisation: '', description: 'Glossy' });
const flyer: TaskFormat = {
  id: 'f',
  formatId: null,
  title: 'Flyer A5',
  format: 'A5',
  color: '4/4',
  perforation: '',
  fold: '',
  en: texts('135 g'),
  de: texts('135 g'),
  sk: texts('135 g'),
  count: 5000,
  counts: [],
  runOn: false,
};
const fields = { deadlineDate: '2027-01-05', deliveryDate: null, address: 'Hauptstr. 1', note: '' };

describe('what an amendment changes in a format', () => {
  it('names each spec field old → new, a text with its language', () => {
    const after = { ...flyer, title: 'Flyer A5 matt', sk: texts('170 g'), perforation: '1×' };
    expect(changesOf(fields, fields, [flyer], [after])).toEqual([
      {
        field: 'format',
        formatId: 'f',
        title: 'Flyer A5 matt',
        change: 'spec',
        old: null,
        new: null,
        fields: [
          { name: 'title', old: 'Flyer A5', new: 'Flyer A5 matt' },
          { name: 'perforation', old: '', new: '1×' },
          { name: 'weight', language: 'sk', old: '135 g', new: '170 g' },
        ],
      },
    ]);
  });

  it('names a new quantity and a new spec of one format both, and asks for prices again', () => {
    const after = { ...flyer, count: 6000, color: '4/0' };
    const changes = changesOf(fields, fields, [flyer], [after]);
    expect(changes.map((c) => c.field === 'format' && [c.change, c.fields])).toEqual([
      ['quantities', undefined],
      ['spec', [{ name: 'color', old: '4/4', new: '4/0' }]],
    ]);
    expect(pricesChanged(changes)).toBe(true);
  });

  it('finds nothing in a format saved unchanged', () => {
    expect(changesOf(fields, fields, [flyer], [{ ...flyer, en: texts('135 g') }])).toEqual([]);
  });
});
