import type { Language } from './languages.ts';
import { formatCount } from './money.ts';
import type { Spec } from './schemas/spec.ts';
import { specWords, type SpecWords } from './spec-words.ts';

// No zod here: the server renders a spec for the offer page, the mails and the order PDF, and the staff app
// for its preview; the Spec type alone comes from the schema.

/** The field of a spec a line tells: an amendment's change lines pair old and new by it. */
export type SpecKey = keyof SpecWords['labels'];
export type SpecLine = { key: SpecKey; label: string; value: string };

const millimetres = (mm: number, language: Language) => mm.toLocaleString(language === 'en' ? 'en-GB' : language);
const dimensions = (w: number, h: number, language: Language) =>
  `${millimetres(w, language)} × ${millimetres(h, language)} mm`;

function sizeValue({ size }: Spec, words: SpecWords, language: Language): string {
  const mm = dimensions(size.widthMm, size.heightMm, language);
  const closed = size.name ? `${size.name === 'US-letter' ? 'US Letter' : size.name} (${mm})` : mm;
  if (size.openWidthMm === undefined || size.openHeightMm === undefined) return closed;
  return `${closed}, ${words.open} ${dimensions(size.openWidthMm, size.openHeightMm, language)}`;
}

type SideColors = Spec['colors']['front'];
const inks = (side: SideColors) => (side.process === 'cmyk' ? 4 : side.process === 'black' ? 1 : 0) + side.spot;

function sideWords(side: SideColors, words: SpecWords): string {
  const process = side.process === 'cmyk' ? 'CMYK' : side.process === 'black' ? words.colors.black : '';
  const spot = side.spot > 0 ? words.colors.spot(side.spot) : '';
  return [process, spot].filter(Boolean).join(' + ');
}

/** "4/4 (CMYK both sides)", "4/0 (CMYK one side)", "5/1 (front CMYK + 1 Pantone, back black)". */
function colorsValue({ colors }: Spec, words: SpecWords): string {
  const [front, back] = [sideWords(colors.front, words), sideWords(colors.back, words)];
  const notation = `${inks(colors.front)}/${inks(colors.back)}`;
  const { both, oneSide, blank } = words.colors;
  const said =
    !front && !back
      ? blank
      : front === back
        ? `${front} ${both}`
        : !back
          ? `${front} ${oneSide}`
          : [front && `${words.colors.front} ${front}`, `${words.colors.back} ${back}`].filter(Boolean).join(', ');
  return `${notation} (${said})`;
}

/** "inside 135 g/m² coated matt, FSC". */
function paperValue(paper: Spec['papers'][number], words: SpecWords): string {
  const part = paper.part === 'all' ? '' : `${words.parts[paper.part]} `;
  const certified = paper.certified ? `, ${paper.certified}` : '';
  return `${part}${paper.grammage} g/m² ${words.papers[paper.kind]}${certified}`;
}

/**
 * A structured spec as labelled lines in a printshop's language, from the app's own vocabulary
 * (docs/product.md#specification): what is none (no binding, no fold, no proof) has no line; each paper has
 * its own. The one rule for the offer page, the mails, the order PDF and amendments' change lines.
 */
export function specLines(spec: Spec, language: Language): SpecLine[] {
  const words = specWords[language];
  const lines: SpecLine[] = [];
  const add = (key: SpecKey, value: string) => lines.push({ key, label: words.labels[key], value });
  add('product', words.products[spec.product]);
  add('size', sizeValue(spec, words, language));
  if (spec.pages !== null) add('pages', formatCount(spec.pages, language));
  add('colors', colorsValue(spec, words));
  for (const paper of spec.papers) add('paper', paperValue(paper, words));
  if (spec.binding !== 'none') add('binding', words.bindings[spec.binding]);
  if (spec.finishing.length > 0)
    add(
      'finishing',
      spec.finishing
        .map((f) => (f.side ? `${words.finishings[f.kind]} (${words.sides[f.side]})` : words.finishings[f.kind]))
        .join(', '),
    );
  if (spec.folding.kind !== 'none') {
    const panels = spec.folding.panels === null ? '' : `, ${words.panels(spec.folding.panels)}`;
    add('folding', `${words.folds[spec.folding.kind]}${panels}`);
  }
  if (spec.packaging) add('packaging', words.packaging[spec.packaging.unit](formatCount(spec.packaging.per, language)));
  if (spec.proof !== 'none') add('proof', words.proofs[spec.proof]);
  return lines;
}

/** A spec line as one text: "Colours: 4/4 (CMYK both sides)". */
export const specLineText = (line: SpecLine) => `${line.label}: ${line.value}`;

/** The spec as one line of its values, for a heading: "Brochure · A4 (210 × 297 mm) · 32 · 4/4 (CMYK both sides) · …". */
export const specSummary = (spec: Spec, language: Language): string =>
  specLines(spec, language)
    .map((line) => line.value)
    .join(' · ');

/**
 * What changed between two specs of a format, in a printshop's language, one line per field old → new
 * ("Paper: 135 g/m² coated matt → 170 g/m² coated matt"); a field's several lines (papers) read as one. A spec
 * added or dropped reads against nothing ("–").
 */
export function specChangeLines(old: Spec | null, now: Spec | null, language: Language): SpecLine[] {
  const byKey = (spec: Spec | null) => {
    const map = new Map<SpecKey, SpecLine>();
    for (const line of spec ? specLines(spec, language) : []) {
      const had = map.get(line.key);
      map.set(line.key, had ? { ...had, value: `${had.value}; ${line.value}` } : line);
    }
    return map;
  };
  const [before, after] = [byKey(old), byKey(now)];
  const labels = specWords[language].labels;
  const keys = (Object.keys(labels) as SpecKey[]).filter((k) => before.get(k)?.value !== after.get(k)?.value);
  return keys.map((key) => ({
    key,
    label: labels[key],
    value: `${before.get(key)?.value ?? '–'} → ${after.get(key)?.value ?? '–'}`,
  }));
}
