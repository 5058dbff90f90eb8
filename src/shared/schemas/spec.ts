import { z } from 'zod';
import {
  BINDINGS,
  CERTIFICATIONS,
  FINISHINGS,
  FOLDS,
  GRAMMAGE,
  MAX_SPOT,
  PACKAGING_UNITS,
  PAPER_KINDS,
  PAPER_PARTS,
  PROCESSES,
  PRODUCTS,
  PROOFS,
  SIDES,
  SIZE_NAMES,
  SIZES,
} from '../spec-values.ts';
import { issue } from '../validation.ts';

// A structured specification of a format (docs/product.md#specification, docs/decisions/032): values of the
// app's own vocabulary, rendered in each printshop's language by spec-lines.ts. A wrong value's 400 names the
// field and the values allowed.

/** One of `values`; anything else answers `oneOf` with the allowed values. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: issue('oneOf', { allowed: values.join(', ') }) });

const whole = (min: number, max: number) =>
  z
    .number({ error: issue('wholeNumber') })
    .int(issue('wholeNumber'))
    .min(min, issue('tooSmall', { min }))
    .max(max, issue('tooLarge', { max }));

const millimetres = z
  .number({ error: issue('invalid') })
  .min(1, issue('tooSmall', { min: 1 }))
  .max(10_000, issue('tooLarge', { max: 10_000 }));

const SideColorsSchema = z.object({ process: oneOf(PROCESSES), spot: whole(0, MAX_SPOT).default(0) });

const PaperSchema = z.object({
  part: oneOf(PAPER_PARTS),
  kind: oneOf(PAPER_KINDS),
  grammage: whole(GRAMMAGE.min, GRAMMAGE.max),
  certified: oneOf(CERTIFICATIONS).optional(),
});

const FinishingSchema = z.object({ kind: oneOf(FINISHINGS), side: oneOf(SIDES).optional() });

/** A fold and the panels it makes (a Z-fold of 6 panels); none folds nothing. */
const FoldingSchema = z.object({ kind: oneOf(FOLDS), panels: whole(2, 32).nullable().default(null) });

const PackagingSchema = z.object({ per: whole(1, 1_000_000), unit: oneOf(PACKAGING_UNITS) });

const sizeFields = {
  name: oneOf(SIZE_NAMES).optional(),
  openWidthMm: millimetres.optional(),
  openHeightMm: millimetres.optional(),
};

/** A size as stored and read: a name's millimetres filled in. */
const SizeSchema = z.object({ ...sizeFields, widthMm: millimetres, heightMm: millimetres });

const specFields = {
  product: oneOf(PRODUCTS),
  /** Total pages (brochures, catalogues); null: a sheet. */
  pages: whole(1, 10_000).nullable().default(null),
  colors: z.object({ front: SideColorsSchema, back: SideColorsSchema }),
  papers: z
    .array(PaperSchema)
    .max(4, issue('tooMany', { max: 4 }))
    .default([]),
  binding: oneOf(BINDINGS).default('none'),
  finishing: z
    .array(FinishingSchema)
    .max(10, issue('tooMany', { max: 10 }))
    .default([]),
  folding: FoldingSchema.default({ kind: 'none', panels: null }),
  packaging: PackagingSchema.nullable().default(null),
  proof: oneOf(PROOFS).default('none'),
};

/** A spec as the API reads it back (no transforms: responses are serialized from it). */
export const SpecSchema = z.object({ ...specFields, size: SizeSchema });
export type Spec = z.infer<typeof SpecSchema>;

/**
 * A size as a client sends it: a name fills the millimetres (portrait; landscape when given the other way
 * round), a custom size gives them. Millimetres that fit neither way are refused on `widthMm`.
 */
const SizeInputSchema = z
  .object({ ...sizeFields, widthMm: millimetres.optional(), heightMm: millimetres.optional() })
  .superRefine((size, ctx) => {
    if (size.name) {
      const [w, h] = SIZES[size.name];
      const given = [size.widthMm ?? w, size.heightMm ?? h];
      const fits = (given[0] === w && given[1] === h) || (given[0] === h && given[1] === w);
      if (!fits) ctx.addIssue({ code: 'custom', path: ['widthMm'], message: issue('sizeName', { name: size.name }) });
      return;
    }
    for (const key of ['widthMm', 'heightMm'] as const)
      if (size[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: issue('required') });
  })
  .transform(({ name, widthMm, heightMm, ...rest }): Spec['size'] => {
    if (!name) return { ...rest, widthMm: widthMm ?? 0, heightMm: heightMm ?? 0 };
    const [w, h] = SIZES[name];
    const landscape = widthMm === h && heightMm === w && w !== h;
    return { name, ...rest, widthMm: landscape ? h : w, heightMm: landscape ? w : h };
  });

/** A spec as a client sends it: product, size and colours given, the rest defaulting to none. */
export const SpecInputSchema = z.object({ ...specFields, size: SizeInputSchema });
