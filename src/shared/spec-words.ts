import type { Language } from './languages.ts';
import type {
  BindingKind,
  FinishingKind,
  Fold,
  PackagingUnit,
  PaperKind,
  Product,
  Proof,
  Side,
} from './spec-values.ts';

/**
 * The print vocabulary a structured spec is rendered in, per printshop language (docs/glossary.md, "Print
 * vocabulary"): the app's own words, so that no buyer types a translation.
 */
export type SpecWords = {
  labels: {
    product: string;
    size: string;
    pages: string;
    colors: string;
    paper: string;
    binding: string;
    finishing: string;
    folding: string;
    packaging: string;
    proof: string;
  };
  products: Record<Product, string>;
  /** "open 420 × 297 mm": the size before folding. */
  open: string;
  colors: {
    both: string;
    oneSide: string;
    front: string;
    back: string;
    blank: string;
    black: string;
    /** "1 Pantone", "2 Sonderfarben (Pantone)". */
    spot: (n: number) => string;
  };
  parts: { cover: string; inside: string };
  papers: Record<PaperKind, string>;
  bindings: Record<Exclude<BindingKind, 'none'>, string>;
  finishings: Record<FinishingKind, string>;
  sides: Record<Side, string>;
  folds: Record<Exclude<Fold, 'none'>, string>;
  panels: (n: number) => string;
  packaging: Record<PackagingUnit, (n: string) => string>;
  proofs: Record<Exclude<Proof, 'none'>, string>;
};

export const specWords: Record<Language, SpecWords> = {
  en: {
    labels: {
      product: 'Product',
      size: 'Size',
      pages: 'Pages',
      colors: 'Colours',
      paper: 'Paper',
      binding: 'Binding',
      finishing: 'Finishing',
      folding: 'Fold',
      packaging: 'Packaging',
      proof: 'Proof',
    },
    products: {
      flyer: 'Flyer',
      leaflet: 'Folded leaflet',
      brochure: 'Brochure',
      catalogue: 'Catalogue',
      'business-cards': 'Business cards',
      poster: 'Poster',
      rollup: 'Roll-up',
      letterhead: 'Letterhead',
      envelope: 'Envelope',
      mailing: 'Mailing',
      sticker: 'Sticker',
      other: 'Other',
    },
    open: 'open',
    colors: {
      both: 'both sides',
      oneSide: 'one side',
      front: 'front',
      back: 'back',
      blank: 'unprinted',
      black: 'black',
      spot: (n) => `${n} Pantone`,
    },
    parts: { cover: 'cover', inside: 'inside' },
    papers: {
      'coated-gloss': 'coated gloss',
      'coated-matt': 'coated matt',
      uncoated: 'uncoated (offset)',
      recycled: 'recycled',
      natural: 'natural',
      board: 'board',
    },
    bindings: {
      'saddle-stitch': 'saddle stitched',
      'perfect-bound': 'perfect bound',
      pur: 'PUR bound',
      'wire-o': 'Wire-O',
      spiral: 'spiral',
      hardcover: 'hardcover',
    },
    finishings: {
      'lamination-gloss': 'gloss lamination',
      'lamination-matt': 'matt lamination',
      'soft-touch': 'soft-touch lamination',
      'spot-uv': 'spot UV',
      foil: 'foil stamping',
      emboss: 'embossing',
      'die-cut': 'die cut',
      perforation: 'perforation',
      crease: 'creasing',
      drill: 'drilling',
    },
    sides: { front: 'front', back: 'back', both: 'both sides' },
    folds: {
      half: 'half fold',
      letter: 'letter (roll) fold',
      'z-fold': 'Z-fold',
      gate: 'gate fold',
      cross: 'cross fold',
      zigzag: 'concertina',
    },
    panels: (n) => `${n} panels`,
    packaging: {
      bundle: (n) => `in bundles of ${n}`,
      box: (n) => `in boxes of ${n}`,
      pallet: (n) => `on pallets of ${n}`,
    },
    proofs: { pdf: 'PDF soft proof', 'contract-proof': 'contract proof (ISO 12647-7)' },
  },
  de: {
    labels: {
      product: 'Produkt',
      size: 'Format',
      pages: 'Umfang',
      colors: 'Farbigkeit',
      paper: 'Papier',
      binding: 'Bindung',
      finishing: 'Veredelung',
      folding: 'Falz',
      packaging: 'Verpackung',
      proof: 'Proof',
    },
    products: {
      flyer: 'Flyer',
      leaflet: 'Faltblatt',
      brochure: 'Broschüre',
      catalogue: 'Katalog',
      'business-cards': 'Visitenkarten',
      poster: 'Plakat',
      rollup: 'Roll-up',
      letterhead: 'Briefpapier',
      envelope: 'Briefumschlag',
      mailing: 'Mailing',
      sticker: 'Aufkleber',
      other: 'Sonstiges',
    },
    open: 'offen',
    colors: {
      both: 'beidseitig',
      oneSide: 'einseitig',
      front: 'Vorderseite',
      back: 'Rückseite',
      blank: 'unbedruckt',
      black: 'Schwarz',
      spot: (n) => `${n} ${n === 1 ? 'Sonderfarbe' : 'Sonderfarben'} (Pantone)`,
    },
    parts: { cover: 'Umschlag', inside: 'Inhalt' },
    papers: {
      'coated-gloss': 'Bilderdruck glänzend',
      'coated-matt': 'Bilderdruck matt',
      uncoated: 'Naturpapier (Offset)',
      recycled: 'Recyclingpapier',
      natural: 'Naturpapier',
      board: 'Karton',
    },
    bindings: {
      'saddle-stitch': 'Rückstichheftung',
      'perfect-bound': 'Klebebindung',
      pur: 'PUR-Klebebindung',
      'wire-o': 'Wire-O-Bindung',
      spiral: 'Spiralbindung',
      hardcover: 'Hardcover',
    },
    finishings: {
      'lamination-gloss': 'Glanz-Cellophanierung',
      'lamination-matt': 'Matt-Cellophanierung',
      'soft-touch': 'Soft-Touch-Cellophanierung',
      'spot-uv': 'partieller UV-Lack',
      foil: 'Heißfolienprägung',
      emboss: 'Prägung',
      'die-cut': 'Stanzung',
      perforation: 'Perforation',
      crease: 'Rillung',
      drill: 'Bohrung',
    },
    sides: { front: 'Vorderseite', back: 'Rückseite', both: 'beidseitig' },
    folds: {
      half: 'Einbruchfalz',
      letter: 'Wickelfalz',
      'z-fold': 'Zickzackfalz',
      gate: 'Fensterfalz',
      cross: 'Kreuzbruchfalz',
      zigzag: 'Leporello',
    },
    panels: (n) => `${n} Seiten`,
    packaging: {
      bundle: (n) => `banderoliert zu ${n}`,
      box: (n) => `im Karton zu ${n}`,
      pallet: (n) => `auf Palette zu ${n}`,
    },
    proofs: { pdf: 'PDF-Proof', 'contract-proof': 'Kontrakt-Proof (farbverbindlich)' },
  },
  sk: {
    labels: {
      product: 'Produkt',
      size: 'Formát',
      pages: 'Počet strán',
      colors: 'Farebnosť',
      paper: 'Papier',
      binding: 'Väzba',
      finishing: 'Povrchová úprava',
      folding: 'Skladanie',
      packaging: 'Balenie',
      proof: 'Náhľad (proof)',
    },
    products: {
      flyer: 'Leták',
      leaflet: 'Skladačka',
      brochure: 'Brožúra',
      catalogue: 'Katalóg',
      'business-cards': 'Vizitky',
      poster: 'Plagát',
      rollup: 'Roll-up',
      letterhead: 'Hlavičkový papier',
      envelope: 'Obálka',
      mailing: 'Mailing',
      sticker: 'Nálepka',
      other: 'Iné',
    },
    open: 'rozložený',
    colors: {
      both: 'obojstranne',
      oneSide: 'jednostranne',
      front: 'líce',
      back: 'rub',
      blank: 'nepotlačené',
      black: 'čierna',
      spot: (n) => `${n} ${n === 1 ? 'priama farba' : 'priame farby'} (Pantone)`,
    },
    parts: { cover: 'obálka', inside: 'vnútro' },
    papers: {
      'coated-gloss': 'natieraný lesklý',
      'coated-matt': 'natieraný matný',
      uncoated: 'nenatieraný (ofsetový)',
      recycled: 'recyklovaný',
      natural: 'prírodný',
      board: 'kartón',
    },
    bindings: {
      'saddle-stitch': 'väzba V1 (šitá drôtom)',
      'perfect-bound': 'väzba V2 (lepená)',
      pur: 'PUR lepená väzba',
      'wire-o': 'krúžková väzba Wire-O',
      spiral: 'špirálová väzba',
      hardcover: 'tvrdá väzba (V8)',
    },
    finishings: {
      'lamination-gloss': 'lesklá laminácia',
      'lamination-matt': 'matná laminácia',
      'soft-touch': 'soft-touch laminácia',
      'spot-uv': 'parciálny UV lak',
      foil: 'razba fóliou',
      emboss: 'slepotlač (reliéf)',
      'die-cut': 'výsek',
      perforation: 'perforácia',
      crease: 'bigovanie',
      drill: 'vŕtanie',
    },
    sides: { front: 'líce', back: 'rub', both: 'obojstranne' },
    folds: {
      half: 'jednoduchý lom',
      letter: 'zvinovací (C) lom',
      'z-fold': 'harmonikový (Z) lom',
      gate: 'oknový lom',
      cross: 'krížový lom',
      zigzag: 'leporelo',
    },
    panels: (n) => `${n} ${n >= 2 && n <= 4 ? 'strany' : 'strán'}`,
    packaging: {
      bundle: (n) => `balené po ${n} ks`,
      box: (n) => `v krabiciach po ${n} ks`,
      pallet: (n) => `na palete po ${n} ks`,
    },
    proofs: { pdf: 'PDF náhľad', 'contract-proof': 'certifikovaný (kontraktný) nátlak' },
  },
};
