import { describe, expect, it } from 'vitest';
import type { Language } from './languages.ts';
import { SpecInputSchema, type Spec } from './schemas/spec.ts';
import { specChangeLines, specLines, specLineText } from './spec-lines.ts';

const catalogue: Spec = SpecInputSchema.parse({
  product: 'catalogue',
  size: { name: 'A4' },
  pages: 48,
  colors: { front: { process: 'cmyk' }, back: { process: 'cmyk' } },
  papers: [
    { part: 'cover', kind: 'coated-gloss', grammage: 300 },
    { part: 'inside', kind: 'coated-matt', grammage: 135, certified: 'FSC' },
  ],
  binding: 'saddle-stitch',
  finishing: [{ kind: 'lamination-matt', side: 'front' }, { kind: 'drill' }],
  packaging: { per: 50, unit: 'bundle' },
  proof: 'contract-proof',
});

const leaflet: Spec = SpecInputSchema.parse({
  product: 'leaflet',
  size: { name: 'DL', openWidthMm: 297, openHeightMm: 210 },
  colors: { front: { process: 'cmyk', spot: 1 }, back: { process: 'black' } },
  papers: [{ part: 'all', kind: 'uncoated', grammage: 120 }],
  folding: { kind: 'z-fold', panels: 6 },
});

const lines = (spec: Spec, language: Language) => specLines(spec, language).map(specLineText);

describe('specLines', () => {
  it.each<[Language, string[]]>([
    [
      'en',
      [
        'Product: Catalogue',
        'Size: A4 (210 × 297 mm)',
        'Pages: 48',
        'Colours: 4/4 (CMYK both sides)',
        'Paper: cover 300 g/m² coated gloss',
        'Paper: inside 135 g/m² coated matt, FSC',
        'Binding: saddle stitched',
        'Finishing: matt lamination (front), drilling',
        'Packaging: in bundles of 50',
        'Proof: contract proof (ISO 12647-7)',
      ],
    ],
    [
      'de',
      [
        'Produkt: Katalog',
        'Format: A4 (210 × 297 mm)',
        'Umfang: 48',
        'Farbigkeit: 4/4 (CMYK beidseitig)',
        'Papier: Umschlag 300 g/m² Bilderdruck glänzend',
        'Papier: Inhalt 135 g/m² Bilderdruck matt, FSC',
        'Bindung: Rückstichheftung',
        'Veredelung: Matt-Cellophanierung (Vorderseite), Bohrung',
        'Verpackung: banderoliert zu 50',
        'Proof: Kontrakt-Proof (farbverbindlich)',
      ],
    ],
    [
      'sk',
      [
        'Produkt: Katalóg',
        'Formát: A4 (210 × 297 mm)',
        'Počet strán: 48',
        'Farebnosť: 4/4 (CMYK obojstranne)',
        'Papier: obálka 300 g/m² natieraný lesklý',
        'Papier: vnútro 135 g/m² natieraný matný, FSC',
        'Väzba: väzba V1 (šitá drôtom)',
        'Povrchová úprava: matná laminácia (líce), vŕtanie',
        'Balenie: balené po 50 ks',
        'Náhľad (proof): certifikovaný (kontraktný) nátlak',
      ],
    ],
  ])('renders a catalogue in %s from the vocabulary alone', (language, expected) => {
    expect(lines(catalogue, language)).toEqual(expected);
  });

  it.each<[Language, string[]]>([
    [
      'en',
      [
        'Product: Folded leaflet',
        'Size: DL (99 × 210 mm), open 297 × 210 mm',
        'Colours: 5/1 (front CMYK + 1 Pantone, back black)',
        'Paper: 120 g/m² uncoated (offset)',
        'Fold: Z-fold, 6 panels',
      ],
    ],
    [
      'de',
      [
        'Produkt: Faltblatt',
        'Format: DL (99 × 210 mm), offen 297 × 210 mm',
        'Farbigkeit: 5/1 (Vorderseite CMYK + 1 Sonderfarbe (Pantone), Rückseite Schwarz)',
        'Papier: 120 g/m² Naturpapier (Offset)',
        'Falz: Zickzackfalz, 6 Seiten',
      ],
    ],
    [
      'sk',
      [
        'Produkt: Skladačka',
        'Formát: DL (99 × 210 mm), rozložený 297 × 210 mm',
        'Farebnosť: 5/1 (líce CMYK + 1 priama farba (Pantone), rub čierna)',
        'Papier: 120 g/m² nenatieraný (ofsetový)',
        'Skladanie: harmonikový (Z) lom, 6 strán',
      ],
    ],
  ])('renders a folded leaflet with a spot colour in %s, leaving out what is none', (language, expected) => {
    expect(lines(leaflet, language)).toEqual(expected);
  });

  it('says one side, unprinted and custom millimetres in the reader’s number format', () => {
    const card = SpecInputSchema.parse({
      product: 'business-cards',
      size: { widthMm: 85, heightMm: 55.5 },
      colors: { front: { process: 'cmyk' }, back: { process: 'none' } },
    });
    expect(lines(card, 'en').slice(1, 3)).toEqual(['Size: 85 × 55.5 mm', 'Colours: 4/0 (CMYK one side)']);
    expect(lines(card, 'de')[1]).toBe('Format: 85 × 55,5 mm');
    const blank = {
      ...card,
      colors: { front: { process: 'none', spot: 0 }, back: { process: 'none', spot: 0 } },
    } as const;
    expect(lines(blank, 'sk')[2]).toBe('Farebnosť: 0/0 (nepotlačené)');
  });
});

describe('specChangeLines', () => {
  it('gives each changed field old → new in the reader’s language, papers as one line', () => {
    const heavier: Spec = { ...catalogue, papers: [{ ...catalogue.papers[1]!, grammage: 170 }], binding: 'pur' };
    expect(specChangeLines(catalogue, heavier, 'sk').map(specLineText)).toEqual([
      'Papier: obálka 300 g/m² natieraný lesklý; vnútro 135 g/m² natieraný matný, FSC → vnútro 170 g/m² natieraný matný, FSC',
      'Väzba: väzba V1 (šitá drôtom) → PUR lepená väzba',
    ]);
    expect(specChangeLines(null, leaflet, 'en').map(specLineText)[0]).toBe('Product: – → Folded leaflet');
    expect(specChangeLines(leaflet, leaflet, 'de')).toEqual([]);
  });
});

describe('SpecInputSchema', () => {
  const base = { product: 'flyer', colors: { front: { process: 'cmyk' }, back: { process: 'cmyk' } } };
  const problem = (spec: unknown) => {
    const result = SpecInputSchema.safeParse(spec);
    return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message])[0];
  };

  it('fills a named size’s millimetres, portrait or landscape, and defaults what is none', () => {
    const a5 = SpecInputSchema.parse({ ...base, size: { name: 'A5' } });
    expect(a5.size).toEqual({ name: 'A5', widthMm: 148, heightMm: 210 });
    expect(a5).toMatchObject({
      pages: null,
      papers: [],
      binding: 'none',
      finishing: [],
      packaging: null,
      proof: 'none',
    });
    expect(a5.folding).toEqual({ kind: 'none', panels: null });
    expect(SpecInputSchema.parse({ ...base, size: { name: 'A4', widthMm: 297, heightMm: 210 } }).size).toEqual({
      name: 'A4',
      widthMm: 297,
      heightMm: 210,
    });
  });

  it('names the field and the values allowed', () => {
    expect(problem({ ...base, product: 'book', size: { name: 'A4' } })).toEqual([
      'product',
      'oneOf?allowed=flyer%2C+leaflet%2C+brochure%2C+catalogue%2C+business-cards%2C+poster%2C+rollup%2C+letterhead%2C+envelope%2C+mailing%2C+sticker%2C+other',
    ]);
    expect(problem({ ...base, size: { name: 'A4' }, papers: [{ part: 'all', kind: 'silk', grammage: 90 }] })?.[0]).toBe(
      'papers.0.kind',
    );
    expect(
      problem({ ...base, size: { name: 'A4' }, papers: [{ part: 'all', kind: 'uncoated', grammage: 700 }] }),
    ).toEqual(['papers.0.grammage', 'tooLarge?max=600']);
    expect(
      problem({
        ...base,
        size: { name: 'A4' },
        colors: { front: { process: 'cmyk', spot: 5 }, back: { process: 'none' } },
      }),
    ).toEqual(['colors.front.spot', 'tooLarge?max=4']);
    expect(problem({ ...base, size: { widthMm: 100 } })).toEqual(['size.heightMm', 'required']);
    expect(problem({ ...base, size: { name: 'A4', widthMm: 200, heightMm: 297 } })).toEqual([
      'size.widthMm',
      'sizeName?name=A4',
    ]);
  });
});
