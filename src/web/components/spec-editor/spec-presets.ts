import type { Product } from '../../../shared/spec-values.ts';
import type { SpecFormValues } from './spec-form.ts';

// What choosing a product fills in (issue 45: "a catalogue asks for pages, cover and inside paper, binding"):
// a starting point the buyer changes, the values a print buyer most often asks for.

type Paper = SpecFormValues['papers'][number];
const cmyk = { process: 'cmyk', spot: '0' } as const;
const blank = { process: 'none', spot: '0' } as const;
const paper = (part: Paper['part'], kind: Paper['kind'], grammage: number): Paper => ({
  part,
  kind,
  grammage: String(grammage),
  certified: '',
});
const size = (name: SpecFormValues['size']['name'], custom: [number, number] | null = null) => ({
  name,
  landscape: false,
  widthMm: custom ? String(custom[0]) : '',
  heightMm: custom ? String(custom[1]) : '',
  openWidthMm: '',
  openHeightMm: '',
});

const base = (product: Product): SpecFormValues => ({
  product,
  size: size('A4'),
  pages: '',
  colors: { front: cmyk, back: cmyk },
  papers: [],
  binding: 'none',
  finishing: [],
  folding: { kind: 'none', panels: '' },
  packaging: { unit: '', per: '' },
  proof: 'none',
});

const presets: Record<Product, () => Partial<SpecFormValues>> = {
  flyer: () => ({ size: size('A5'), papers: [paper('all', 'coated-gloss', 135)] }),
  leaflet: () => ({
    size: { ...size('DL'), openWidthMm: '297', openHeightMm: '210' },
    papers: [paper('all', 'coated-matt', 135)],
    folding: { kind: 'letter', panels: '6' },
  }),
  brochure: () => ({
    pages: '16',
    papers: [paper('cover', 'coated-gloss', 250), paper('inside', 'coated-matt', 135)],
    binding: 'saddle-stitch',
  }),
  catalogue: () => ({
    pages: '64',
    papers: [paper('cover', 'coated-gloss', 300), paper('inside', 'coated-matt', 115)],
    binding: 'perfect-bound',
  }),
  'business-cards': () => ({
    size: size('', [85, 55]),
    papers: [paper('all', 'coated-matt', 350)],
    packaging: { unit: 'box', per: '250' },
  }),
  poster: () => ({
    size: size('A2'),
    colors: { front: cmyk, back: blank },
    papers: [paper('all', 'coated-gloss', 170)],
  }),
  rollup: () => ({ size: size('', [850, 2000]), colors: { front: cmyk, back: blank } }),
  letterhead: () => ({ colors: { front: cmyk, back: blank }, papers: [paper('all', 'uncoated', 90)] }),
  envelope: () => ({ size: size('DL'), colors: { front: cmyk, back: blank }, papers: [paper('all', 'uncoated', 90)] }),
  mailing: () => ({ papers: [paper('all', 'uncoated', 90)] }),
  sticker: () => ({ size: size('', [50, 50]), colors: { front: cmyk, back: blank } }),
  other: () => ({}),
};

/** A new spec for `product`, with the fields that product asks for preselected. */
export function presetSpec(product: Product): SpecFormValues {
  return { ...base(product), ...presets[product]() };
}

/** Products of several pages: they ask for pages and a binding. */
export const PAGED: readonly Product[] = ['brochure', 'catalogue'];
