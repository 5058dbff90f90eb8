import { z } from 'zod';
import { parseCount } from '../../../shared/money.ts';
import { SpecInputSchema, type Spec } from '../../../shared/schemas/spec.ts';
import * as values from '../../../shared/spec-values.ts';

// The spec as the editor holds it: one field per value, numbers as typed; '' for a choice not made (a custom
// size, no certificate, no packaging). Parsed into the shared SpecInputSchema, whose messages and paths are the
// server's: an issue lands under the field it names (`spec.papers.0.grammage`).

const SideSchema = z.object({ process: z.enum(values.PROCESSES), spot: z.string() });

const SpecFieldsSchema = z.object({
  product: z.enum(values.PRODUCTS),
  size: z.object({
    name: z.enum(values.SIZE_NAMES).or(z.literal('')),
    /** A named size turned on its side: its millimetres the other way round. */
    landscape: z.boolean(),
    widthMm: z.string(),
    heightMm: z.string(),
    openWidthMm: z.string(),
    openHeightMm: z.string(),
  }),
  pages: z.string(),
  colors: z.object({ front: SideSchema, back: SideSchema }),
  papers: z.array(
    z.object({
      part: z.enum(values.PAPER_PARTS),
      kind: z.enum(values.PAPER_KINDS),
      grammage: z.string(),
      certified: z.enum(values.CERTIFICATIONS).or(z.literal('')),
    }),
  ),
  binding: z.enum(values.BINDINGS),
  finishing: z.array(z.object({ kind: z.enum(values.FINISHINGS), side: z.enum(values.SIDES).or(z.literal('')) })),
  folding: z.object({ kind: z.enum(values.FOLDS), panels: z.string() }),
  packaging: z.object({ unit: z.enum(values.PACKAGING_UNITS).or(z.literal('')), per: z.string() }),
  proof: z.enum(values.PROOFS),
});
export type SpecFormValues = z.input<typeof SpecFieldsSchema>;

/** A whole number as typed ("5000", "5.000"); NaN when it is not one, which the shared schema refuses. */
const whole = (text: string) => (text.trim() === '' ? undefined : (parseCount(text) ?? Number.NaN));
/** Millimetres as typed, a decimal comma too. */
const mm = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The editor's values as the API takes a spec. */
function toSpecInput(v: SpecFormValues): z.input<typeof SpecInputSchema> {
  const named = v.size.name !== '';
  const [w, h] = named
    ? values.SIZES[v.size.name as keyof typeof values.SIZES]
    : [mm(v.size.widthMm), mm(v.size.heightMm)];
  const turned = named && v.size.landscape;
  const folded = v.folding.kind !== 'none';
  return {
    product: v.product,
    size: {
      ...(named ? { name: v.size.name as keyof typeof values.SIZES } : {}),
      widthMm: turned ? h : w,
      heightMm: turned ? w : h,
      ...(folded && v.size.openWidthMm.trim() ? { openWidthMm: mm(v.size.openWidthMm) } : {}),
      ...(folded && v.size.openHeightMm.trim() ? { openHeightMm: mm(v.size.openHeightMm) } : {}),
    },
    pages: whole(v.pages) ?? null,
    colors: {
      front: { process: v.colors.front.process, spot: whole(v.colors.front.spot) ?? 0 },
      back: { process: v.colors.back.process, spot: whole(v.colors.back.spot) ?? 0 },
    },
    papers: v.papers.map((p) => ({
      part: p.part,
      kind: p.kind,
      grammage: whole(p.grammage) as number,
      ...(p.certified ? { certified: p.certified } : {}),
    })),
    binding: v.binding,
    finishing: v.finishing.map((f) => ({ kind: f.kind, ...(f.side ? { side: f.side } : {}) })),
    folding: { kind: v.folding.kind, panels: folded ? (whole(v.folding.panels) ?? null) : null },
    packaging: v.packaging.unit ? { unit: v.packaging.unit, per: whole(v.packaging.per) as number } : null,
    proof: v.proof,
  };
}

/** The editor's schema: its values parsed as the API parses a spec (a size name filling the millimetres). */
export const SpecFormSchema = SpecFieldsSchema.transform(toSpecInput).pipe(SpecInputSchema);

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A saved spec as the editor shows it; null for a format of free texts alone. */
export function toSpecForm(spec: Spec | null | undefined): SpecFormValues | null {
  if (!spec) return null;
  const { size } = spec;
  const named = size.name !== undefined;
  return {
    product: spec.product,
    size: {
      name: size.name ?? '',
      landscape: named && size.widthMm > size.heightMm,
      widthMm: text(size.widthMm),
      heightMm: text(size.heightMm),
      openWidthMm: text(size.openWidthMm),
      openHeightMm: text(size.openHeightMm),
    },
    pages: text(spec.pages),
    colors: {
      front: { process: spec.colors.front.process, spot: String(spec.colors.front.spot) },
      back: { process: spec.colors.back.process, spot: String(spec.colors.back.spot) },
    },
    papers: spec.papers.map((p) => ({ ...p, grammage: String(p.grammage), certified: p.certified ?? '' })),
    binding: spec.binding,
    finishing: spec.finishing.map((f) => ({ kind: f.kind, side: f.side ?? '' })),
    folding: { kind: spec.folding.kind, panels: text(spec.folding.panels) },
    packaging: { unit: spec.packaging?.unit ?? '', per: text(spec.packaging?.per) },
    proof: spec.proof,
  };
}
