import type { StaffLanguage } from '../../../../shared/languages.ts';
import { specLines } from '../../../../shared/spec-lines.ts';
import { SpecFormSchema } from '../../../components/spec-editor/spec-form.ts';
import type { FormatFormValues } from './task-form-model.ts';

type Field = 'title' | 'count' | 'counts' | 'runOn' | 'format' | 'color' | 'perforation' | 'fold';
type TextField = 'weight' | 'personalisation' | 'description';
const FIELDS: Field[] = ['title', 'count', 'counts', 'runOn', 'format', 'color', 'perforation', 'fold'];
const TEXT_FIELDS: TextField[] = ['weight', 'personalisation', 'description'];
const LANGUAGES = ['en', 'de', 'sk'] as const;

/** The words the list is made of; the caller's translations. */
export type TypedFormatTexts = {
  field: (key: Field | TextField) => string;
  language: (lang: (typeof LANGUAGES)[number]) => string;
  untitled: string;
  added: string;
  removed: string;
  yes: string;
  no: string;
  /** The spec's label, and a typed spec as one line ("Brochure, A4 (210 × 297 mm), …"). */
  spec: string;
  specText: (spec: FormatValues['spec']) => string;
  /** The versions' label. */
  versions: string;
};

type FormatValues = FormatFormValues;

/** One value of a format as the form shows it, so a typed and a saved one compare as text. */
function shown(f: FormatValues, path: string, texts: TypedFormatTexts): string {
  const [head, field] = path.split('.') as [string, TextField | undefined];
  if (field) return f[head as (typeof LANGUAGES)[number]]?.[field] ?? '';
  const key = head as Field;
  if (key === 'counts') return f.counts.map((c) => c.value).join(', ');
  if (key === 'runOn') return f.runOn ? texts.yes : texts.no;
  return String(f[key] ?? '');
}

const PATHS = [...FIELDS, ...LANGUAGES.flatMap((lang) => TEXT_FIELDS.map((field) => `${lang}.${field}`))];

/**
 * What a person typed into a task's formats that neither the form's starting point (`opened`) nor a
 * colleague's saved version (`fresh`) has, as [label, value] lines for the conflict notice: changed fields
 * of a format (matched by id), formats added and formats removed.
 */
export function typedFormats(
  typed: FormatValues[],
  opened: FormatValues[],
  fresh: FormatValues[],
  texts: TypedFormatTexts,
): [string, string][] {
  const byId = (list: FormatValues[]) => new Map(list.flatMap((f) => (f.id ? [[f.id, f] as const] : [])));
  const openedById = byId(opened);
  const freshById = byId(fresh);
  const name = (f: FormatValues) => f.title.trim() || texts.untitled;
  const label = (path: string) => {
    const [head, field] = path.split('.') as [string, TextField | undefined];
    return field
      ? `${texts.field(field)} (${texts.language(head as (typeof LANGUAGES)[number])})`
      : texts.field(head as Field);
  };
  const lines: [string, string][] = [];
  for (const f of typed) {
    const before = f.id ? openedById.get(f.id) : undefined;
    if (!before) {
      lines.push([`${name(f)}`, `${texts.added}: ${shown(f, 'count', texts)}`]);
      continue;
    }
    const now = freshById.get(f.id!);
    for (const path of PATHS) {
      const value = shown(f, path, texts);
      if (value === shown(before, path, texts) || (now && value === shown(now, path, texts))) continue;
      lines.push([`${name(f)} · ${label(path)}`, value]);
    }
    // The spec as one value: a change of any of its fields keeps the whole of what was typed.
    const spec = specKey(f.spec);
    if (spec !== specKey(before.spec) && (!now || spec !== specKey(now.spec)))
      lines.push([`${name(f)} · ${texts.spec}`, texts.specText(f.spec)]);
    const versions = versionsText(f.versions);
    if (versions !== versionsText(before.versions) && (!now || versions !== versionsText(now.versions)))
      lines.push([`${name(f)} · ${texts.versions}`, versions]);
  }
  const kept = new Set(typed.flatMap((f) => (f.id ? [f.id] : [])));
  for (const f of opened) if (f.id && !kept.has(f.id) && freshById.has(f.id)) lines.push([name(f), texts.removed]);
  return lines;
}

/** Versions as typed, in one line: "Müller 250, Weber 1000". */
const versionsText = (versions: FormatFormValues['versions']) =>
  versions.map((v) => `${v.name} ${v.count}`.trim()).join(', ');

/** A spec as it would be sent, to compare: a named size's millimetres filled in whether typed or read. */
function specKey(spec: FormatFormValues['spec']): string {
  if (!spec) return 'null';
  const parsed = SpecFormSchema.safeParse(spec);
  return JSON.stringify(parsed.success ? parsed.data : spec);
}

/** A typed spec as one line in the staff's language, its values as printshops read them; `none` without one. */
export function specSummary(spec: FormatFormValues['spec'], language: StaffLanguage, none: string): string {
  if (!spec) return none;
  const parsed = SpecFormSchema.safeParse(spec);
  return parsed.success
    ? specLines(parsed.data, language)
        .map((line) => line.value)
        .join(', ')
    : spec.product;
}
