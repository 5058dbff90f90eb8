import { FormatInputSchema, type Format, type FormatInput } from '../../../shared/schemas/formats.ts';
import type { ImportProblem } from '../../../shared/schemas/imports.ts';
import { SIZE_NAMES } from '../../../shared/spec-values.ts';
import { problem, repeatedIn, type ImportColumn, type Planned, type Sheet } from '../imports/index.ts';

// Stored formats as a spreadsheet has them (docs/product.md#import): the title, the free texts per language,
// and the structured spec's main fields where one cell says one value. Folding, finishing, packaging, a cover
// paper apart from the inside and open sizes are left to the form.

const texts = (['en', 'de', 'sk'] as const).flatMap((l) => {
  const L = l.toUpperCase();
  return [
    { field: `${l}.weight`, en: `Weight (${L})`, de: `Grammatur (${L})` },
    { field: `${l}.personalisation`, en: `Personalisation (${L})`, de: `Personalisierung (${L})` },
    { field: `${l}.description`, en: `Description (${L})`, de: `Beschreibung (${L})` },
  ] as const;
});

export const FORMAT_COLUMNS = [
  { field: 'title', en: 'Title', de: 'Titel', required: true },
  { field: 'product', en: 'Product', de: 'Produkt' },
  { field: 'sizeName', en: 'Size', de: 'Größe' },
  { field: 'widthMm', en: 'Width (mm)', de: 'Breite (mm)' },
  { field: 'heightMm', en: 'Height (mm)', de: 'Höhe (mm)' },
  { field: 'pages', en: 'Pages', de: 'Seiten' },
  { field: 'colors', en: 'Print colours (4/4)', de: 'Druckfarben (4/4)' },
  { field: 'paperKind', en: 'Paper', de: 'Papier' },
  { field: 'grammage', en: 'Grammage (g/m²)', de: 'Papiergewicht (g/m²)' },
  { field: 'binding', en: 'Binding', de: 'Bindung' },
  { field: 'proof', en: 'Proof', de: 'Proof' },
  { field: 'format', en: 'Format (text)', de: 'Format (Text)' },
  { field: 'color', en: 'Colours (text)', de: 'Farbigkeit (Text)' },
  { field: 'perforation', en: 'Perforation', de: 'Perforation' },
  { field: 'fold', en: 'Fold', de: 'Falz' },
  ...texts,
] as const satisfies readonly ImportColumn[];

type Field = (typeof FORMAT_COLUMNS)[number]['field'];
type Cells = Partial<Record<Field, string>>;

const SPEC_FIELDS = ['product', 'sizeName', 'widthMm', 'heightMm', 'pages', 'colors', 'paperKind', 'grammage'] as const;
const SPEC_MORE = ['binding', 'proof'] as const;

/** A number as typed, with a decimal comma; else the text, which the schema refuses by name. */
const numberOf = (cell: string | undefined) => {
  if (cell === undefined) return undefined;
  const n = Number(cell.replace(',', '.'));
  return Number.isFinite(n) ? n : cell;
};

const PROCESS_OF: Record<string, string> = { '4': 'cmyk', '1': 'black', '0': 'none' };

/** `4/4`, `4/0`, `1/1`, `4+1/4` (a spot colour on the front); else the text, refused on `colors`. */
function colorsOf(cell: string | undefined) {
  const m = cell?.replace(/\s/g, '').match(/^([014])(?:\+([0-4]))?\/([014])(?:\+([0-4]))?$/);
  if (!m) return cell;
  const side = (process: string | undefined, spot: string | undefined) => ({
    process: PROCESS_OF[process ?? ''],
    spot: Number(spot ?? 0),
  });
  return { front: side(m[1], m[2]), back: side(m[3], m[4]) };
}

const lower = (cell: string | undefined) => cell?.toLowerCase();

function specOf(c: Cells) {
  if (![...SPEC_FIELDS, ...SPEC_MORE].some((f) => c[f] !== undefined)) return undefined;
  const name = SIZE_NAMES.find((n) => n.toLowerCase() === lower(c.sizeName)) ?? c.sizeName;
  const paper = c.paperKind ?? c.grammage;
  return {
    product: lower(c.product),
    size: { name, widthMm: numberOf(c.widthMm), heightMm: numberOf(c.heightMm) },
    pages: numberOf(c.pages) ?? null,
    colors: colorsOf(c.colors),
    papers: paper === undefined ? [] : [{ part: 'all', kind: lower(c.paperKind), grammage: numberOf(c.grammage) }],
    ...(c.binding === undefined ? {} : { binding: lower(c.binding) }),
    ...(c.proof === undefined ? {} : { proof: lower(c.proof) }),
  };
}

/** The body a row makes: over the stored format for an update (the cells given replace, empty ones keep). */
function bodyOf(c: Cells, stored: Format | undefined) {
  const { id: _, version: _v, ...kept } = stored ?? { id: '', version: 0 };
  const plain = (['title', 'format', 'color', 'perforation', 'fold'] as const).filter((f) => c[f] !== undefined);
  const language = (l: 'en' | 'de' | 'sk') => ({
    ...(stored?.[l] ?? {}),
    ...Object.fromEntries(
      (['weight', 'personalisation', 'description'] as const).flatMap((t) => {
        const cell = c[`${l}.${t}`];
        return cell === undefined ? [] : [[t, cell]];
      }),
    ),
  });
  const spec = specOf(c);
  return {
    ...kept,
    ...Object.fromEntries(plain.map((f) => [f, c[f]])),
    en: language('en'),
    de: language('de'),
    sk: language('sk'),
    ...(spec === undefined ? {} : { spec }),
  };
}

/** The column of a body's field (`spec.papers.0.grammage`: grammage). */
function columnOf(path: PropertyKey[]): Field {
  const [first, second, third, fourth] = path.map(String);
  if (first === 'spec') {
    if (second === 'size') return third === 'name' ? 'sizeName' : third === 'heightMm' ? 'heightMm' : 'widthMm';
    if (second === 'papers') return fourth === 'grammage' ? 'grammage' : 'paperKind';
    return (['product', 'pages', 'colors', 'binding', 'proof'] as const).find((f) => f === second) ?? 'product';
  }
  if (first === 'en' || first === 'de' || first === 'sk') return `${first}.${second}` as Field;
  return (FORMAT_COLUMNS.find((col) => col.field === first)?.field ?? 'title') as Field;
}

/** Each row checked with the create body's schema; a title the workspace has updates that format. */
export function planFormats(sheet: Sheet<Field>, stored: Format[]): Planned<{ id?: string; input: FormatInput }>[] {
  const byTitle = new Map<string, Format>();
  for (const f of stored) if (!byTitle.has(f.title.toLowerCase())) byTitle.set(f.title.toLowerCase(), f);
  const planned = sheet.rows.map(({ row, cells }) => {
    const key = cells.title?.trim().toLowerCase();
    const existing = key === undefined ? undefined : byTitle.get(key);
    const parsed = FormatInputSchema.safeParse(bodyOf(cells, existing));
    const problems: ImportProblem[] = parsed.success
      ? []
      : parsed.error.issues.map((i) => problem(sheet, columnOf(i.path), i.message, i.path.join('.'), cells));
    return {
      row,
      label: cells.title ?? '',
      action: existing ? ('update' as const) : ('create' as const),
      problems,
      value: parsed.success ? { id: existing?.id, input: parsed.data } : undefined,
      key,
    };
  });
  repeatedIn(planned, () => problem(sheet, 'title', 'repeated'));
  return planned.map(({ key: _, ...p }) => p);
}
