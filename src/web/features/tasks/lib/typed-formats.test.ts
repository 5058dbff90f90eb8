import { describe, expect, it } from 'vitest';
import { copyOfFormat, type FormatFormValues } from './task-form-model.ts';
import { SpecFormSchema, toSpecForm } from '../../../components/spec-editor/spec-form.ts';
import { presetSpec } from '../../../components/spec-editor/spec-presets.ts';
import { specSummary, typedFormats, type TypedFormatTexts } from './typed-formats.ts';

const texts: TypedFormatTexts = {
  field: (key) => key,
  language: (lang) => lang,
  untitled: 'New format',
  added: 'added, quantity',
  removed: 'removed',
  yes: 'yes',
  no: 'no',
  spec: 'spec',
  versions: 'versions',
  specText: (spec) => specSummary(spec, 'en', 'none'),
};

const format = (id: string | undefined, title: string, count: string): FormatFormValues => ({
  ...copyOfFormat(null),
  id,
  title,
  count,
});

describe('typedFormats', () => {
  it('lists the fields a person changed that the colleague did not change to the same', () => {
    const opened = [format('a', 'Flyer', '1000'), format('b', 'Brief', '500')];
    const typed = [
      { ...format('a', 'Flyer', '2000'), counts: [{ value: '5000' }], de: { ...opened[0]!.de, weight: '135 g' } },
      { ...format('b', 'Brief', '800') },
    ];
    // The colleague set Brief to 800 too: nothing of it is lost, so nothing to show.
    const fresh = [format('a', 'Flyer', '1000'), format('b', 'Brief', '800')];
    expect(typedFormats(typed, opened, fresh, texts)).toEqual([
      ['Flyer · count', '2000'],
      ['Flyer · counts', '5000'],
      ['Flyer · weight (de)', '135 g'],
    ]);
  });

  it('names a format added and one removed, and says nothing of one the colleague removed too', () => {
    const opened = [format('a', 'Flyer', '1000'), format('b', 'Brief', '500'), format('c', 'Karte', '200')];
    const typed = [format('a', 'Flyer', '1000'), format(undefined, '', '300')];
    const fresh = [format('a', 'Flyer', '1000'), format('b', 'Brief', '500')];
    expect(typedFormats(typed, opened, fresh, texts)).toEqual([
      ['New format', 'added, quantity: 300'],
      ['Brief', 'removed'],
    ]);
  });

  it('shows run-on as yes or no', () => {
    const opened = [format('a', 'Flyer', '1000')];
    const typed = [{ ...format('a', 'Flyer', '1000'), runOn: true }];
    expect(typedFormats(typed, opened, opened, texts)).toEqual([['Flyer · runOn', 'yes']]);
  });

  it('keeps a typed spec as one line, in the words printshops read', () => {
    const opened = [format('a', 'Flyer', '1000')];
    const typed = [{ ...opened[0]!, spec: presetSpec('flyer') }];
    expect(typedFormats(typed, opened, opened, texts)).toEqual([
      ['Flyer · spec', 'Flyer, A5 (148 × 210 mm), 4/4 (CMYK both sides), 135 g/m² coated gloss'],
    ]);
    // The colleague saved the same spec: nothing is lost.
    const spec = toSpecForm(SpecFormSchema.parse(presetSpec('flyer')));
    expect(typedFormats(typed, opened, [{ ...opened[0]!, spec }], texts)).toEqual([]);
  });

  it('keeps typed versions as one line', () => {
    const opened = [format('a', 'Cards', '500')];
    const versions = [
      { name: 'Müller', count: '250' },
      { name: 'Weber', count: '250' },
    ];
    const typed = [{ ...opened[0]!, versions }];
    expect(typedFormats(typed, opened, opened, texts)).toEqual([['Cards · versions', 'Müller 250, Weber 250']]);
    expect(typedFormats(typed, opened, typed, texts)).toEqual([]);
  });
});
