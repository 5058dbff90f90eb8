import { describe, expect, it } from 'vitest';
import { changesOf, pricesChanged, revisedFormats } from './amendment.ts';
import { changeLines, concerns, translationsOnly } from './change-line.ts';
import { SpecInputSchema } from './schemas/spec.ts';
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
  revision: 1,
  spec: null,
  versions: [],
  versionChangePrice: false,
};
// A German task: its German texts are the original, the English and Slovak ones translations.
const fields = {
  deadlineDate: '2027-01-05',
  deliveryDate: null,
  address: 'Hauptstr. 1',
  note: '',
  lang: 'de' as const,
};

describe('what an amendment changes in a format', () => {
  it('names each spec field old → new, a text with its language, one not in the task’s language a translation', () => {
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
          { name: 'weight', language: 'sk', translation: true, old: '135 g', new: '170 g' },
        ],
      },
    ]);
  });

  it('takes a translation added or fixed alone for no change of the spec: no prices asked again, only its language told', () => {
    const sk = { ...flyer, sk: { weight: '135 g', personalisation: 'meno', description: 'Lesklý leták' } };
    const changes = changesOf(fields, fields, [flyer], [sk]);
    expect(pricesChanged(changes)).toBe(false);
    expect(translationsOnly(changes)).toEqual(['sk']);
    expect([concerns(changes, 'sk'), concerns(changes, 'de'), concerns(changes, 'en')]).toEqual([true, false, false]);
    // Two translations at once: both languages' printshops are told.
    const both = changesOf(fields, fields, [flyer], [{ ...sk, en: texts('135 gsm') }]);
    expect([pricesChanged(both), translationsOnly(both)]).toEqual([false, ['en', 'sk']]);
  });

  it('takes a change of the task’s own language’s text, or a translation beside another change, for a change everyone is told', () => {
    const german = changesOf(fields, fields, [flyer], [{ ...flyer, de: texts('170 g') }]);
    expect([pricesChanged(german), translationsOnly(german), concerns(german, 'sk')]).toEqual([true, null, true]);
    const all = changesOf(fields, fields, [flyer], [{ ...flyer, de: texts('170 g'), sk: texts('170 g') }]);
    expect([pricesChanged(all), translationsOnly(all)]).toEqual([true, null]);
    const quantity = changesOf(fields, fields, [flyer], [{ ...flyer, count: 6000, sk: texts('Lesklý') }]);
    expect([pricesChanged(quantity), translationsOnly(quantity), concerns(quantity, 'de')]).toEqual([true, null, true]);
    const note = changesOf(fields, { ...fields, note: 'Neu' }, [flyer], [{ ...flyer, sk: texts('Lesklý') }]);
    expect([pricesChanged(note), translationsOnly(note), concerns(note, 'en')]).toEqual([false, null, true]);
    // Revisions stored before translations were told apart: their text changes count as spec changes.
    const stored = [
      { ...quantity[1]!, fields: [{ name: 'weight' as const, language: 'sk' as const, old: '', new: 'x' }] },
    ];
    expect([pricesChanged(stored), translationsOnly(stored)]).toEqual([true, null]);
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

  it('takes a structured spec changed for a spec change, its lines old → new in every printshop language', () => {
    const spec = (kind: 'coated-gloss' | 'coated-matt') =>
      SpecInputSchema.parse({
        product: 'flyer',
        size: { name: 'A5' },
        colors: { front: { process: 'cmyk' }, back: { process: 'cmyk' } },
        papers: [{ part: 'all', kind, grammage: 135 }],
      });
    const before = { ...flyer, spec: spec('coated-gloss') };
    const changes = changesOf(fields, fields, [before], [{ ...flyer, spec: spec('coated-matt') }]);
    expect(changes).toEqual([
      expect.objectContaining({
        change: 'spec',
        fields: [
          {
            name: 'spec',
            old: '',
            new: '',
            lines: {
              en: ['Paper: 135 g/m² coated gloss → 135 g/m² coated matt'],
              de: ['Papier: 135 g/m² Bilderdruck glänzend → 135 g/m² Bilderdruck matt'],
              sk: ['Papier: 135 g/m² natieraný lesklý → 135 g/m² natieraný matný'],
            },
          },
        ],
      }),
    ]);
    expect(pricesChanged(changes)).toBe(true);
    expect(changeLines(changes[0]!, 'sk')).toEqual([
      { label: 'Flyer A5', value: 'Papier: 135 g/m² natieraný lesklý → 135 g/m² natieraný matný' },
    ]);
    expect(revisedFormats(changes, [before], [{ ...flyer, spec: spec('coated-matt') }])[0]!.revision).toBe(2);
    expect(changesOf(fields, fields, [before], [{ ...flyer, spec: spec('coated-gloss') }])).toEqual([]);
  });

  it('finds nothing in a format saved unchanged', () => {
    expect(changesOf(fields, fields, [flyer], [{ ...flyer, en: texts('135 g') }])).toEqual([]);
  });
});
