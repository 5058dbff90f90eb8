/**
 * The values of a structured specification (docs/product.md#specification, docs/decisions/032): what the
 * schema accepts and the renderer names in each language. Here, without zod, as the renderer's lists.
 */
export const PRODUCTS = [
  'flyer',
  'leaflet',
  'brochure',
  'catalogue',
  'business-cards',
  'poster',
  'rollup',
  'letterhead',
  'envelope',
  'mailing',
  'sticker',
  'other',
] as const;
export type Product = (typeof PRODUCTS)[number];

export const SIZE_NAMES = [
  'A0',
  'A1',
  'A2',
  'A3',
  'A4',
  'A5',
  'A6',
  'A7',
  'DL',
  'B4',
  'B5',
  'B6',
  'US-letter',
] as const;
export type SizeName = (typeof SIZE_NAMES)[number];

/** Sizes by name, portrait, in millimetres (ISO 216; DL as a folded leaflet is cut; US letter rounded). */
export const SIZES: Record<SizeName, readonly [number, number]> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
  A7: [74, 105],
  DL: [99, 210],
  B4: [250, 353],
  B5: [176, 250],
  B6: [125, 176],
  'US-letter': [216, 279],
};

export const PROCESSES = ['cmyk', 'black', 'none'] as const;
export const MAX_SPOT = 4;

export const PAPER_PARTS = ['cover', 'inside', 'all'] as const;
export const PAPER_KINDS = ['coated-gloss', 'coated-matt', 'uncoated', 'recycled', 'natural', 'board'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
export const CERTIFICATIONS = ['FSC', 'PEFC'] as const;
export const GRAMMAGE = { min: 60, max: 600 } as const;

export const BINDINGS = ['none', 'saddle-stitch', 'perfect-bound', 'pur', 'wire-o', 'spiral', 'hardcover'] as const;
export type BindingKind = (typeof BINDINGS)[number];

export const FINISHINGS = [
  'lamination-gloss',
  'lamination-matt',
  'soft-touch',
  'spot-uv',
  'foil',
  'emboss',
  'die-cut',
  'perforation',
  'crease',
  'drill',
] as const;
export type FinishingKind = (typeof FINISHINGS)[number];
export const SIDES = ['front', 'back', 'both'] as const;
export type Side = (typeof SIDES)[number];

export const FOLDS = ['none', 'half', 'letter', 'z-fold', 'gate', 'cross', 'zigzag'] as const;
export type Fold = (typeof FOLDS)[number];

export const PACKAGING_UNITS = ['bundle', 'box', 'pallet'] as const;
export type PackagingUnit = (typeof PACKAGING_UNITS)[number];

export const PROOFS = ['none', 'pdf', 'contract-proof'] as const;
export type Proof = (typeof PROOFS)[number];
