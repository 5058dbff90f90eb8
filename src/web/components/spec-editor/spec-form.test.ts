import { describe, expect, it } from 'vitest';
import { SpecInputSchema, type Spec } from '../../../shared/schemas/spec.ts';
import { PRODUCTS } from '../../../shared/spec-values.ts';
import { SpecFormSchema, toSpecForm } from './spec-form.ts';
import { presetSpec } from './spec-presets.ts';

const brochure: Spec = SpecInputSchema.parse({
  product: 'brochure',
  size: { name: 'A4', widthMm: 297, heightMm: 210 },
  pages: 32,
  colors: { front: { process: 'cmyk', spot: 1 }, back: { process: 'black' } },
  papers: [
    { part: 'cover', kind: 'coated-gloss', grammage: 250 },
    { part: 'inside', kind: 'coated-matt', grammage: 135, certified: 'FSC' },
  ],
  binding: 'saddle-stitch',
  finishing: [{ kind: 'lamination-matt', side: 'front' }, { kind: 'spot-uv' }],
  packaging: { per: 50, unit: 'bundle' },
  proof: 'pdf',
});
const leaflet: Spec = SpecInputSchema.parse({
  product: 'leaflet',
  size: { widthMm: 100, heightMm: 210, openWidthMm: 300, openHeightMm: 210 },
  colors: { front: { process: 'cmyk' }, back: { process: 'none' } },
  folding: { kind: 'z-fold', panels: 6 },
});

describe('the spec form', () => {
  it('gives back a saved spec unchanged, key for key: an amendment sees no change where none was made', () => {
    for (const spec of [brochure, leaflet]) {
      const again = SpecFormSchema.parse(toSpecForm(spec));
      expect(again).toEqual(spec);
      expect(JSON.stringify(again)).toBe(JSON.stringify(spec));
    }
    expect(toSpecForm(brochure)?.size).toMatchObject({ name: 'A4', landscape: true });
    expect(toSpecForm(null)).toBeNull();
  });

  it("parses every product's preset into a spec the API takes", () => {
    for (const product of PRODUCTS) expect(SpecFormSchema.safeParse(presetSpec(product)).success, product).toBe(true);
  });

  it('refuses what the API refuses, at the path of the field', () => {
    const spec = presetSpec('flyer');
    const wrong = { ...spec, papers: [{ ...spec.papers[0]!, grammage: '700' }], packaging: { unit: 'box', per: '' } };
    const result = SpecFormSchema.safeParse(wrong);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['papers.0.grammage', 'tooLarge?max=600'],
      ['packaging.per', 'wholeNumber'],
    ]);
  });
});
