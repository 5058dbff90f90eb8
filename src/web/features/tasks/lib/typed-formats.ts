import type { FormatFormValues } from './task-form.ts';

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
  }
  const kept = new Set(typed.flatMap((f) => (f.id ? [f.id] : [])));
  for (const f of opened) if (f.id && !kept.has(f.id) && freshById.has(f.id)) lines.push([name(f), texts.removed]);
  return lines;
}
