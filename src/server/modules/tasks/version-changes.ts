import type { Language } from '../../../shared/languages.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import type { Change, SpecFieldChange } from '../../../shared/schemas/revisions.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { splitWords, versionsValue } from '../../../shared/split-lines.ts';

// An amendment's change of versions (docs/product.md#versions): a spec change of the format like others, its lines
// old → new rendered here in each printshop language, so that neither the staff shell nor the offer page carries
// the versions' words (docs/decisions/008).

/** A change of versions old → new in one language; none when they are the same. */
function versionChangeLines(was: TaskFormat, now: TaskFormat, language: Language): string[] {
  const w = splitWords(language);
  const value = (f: TaskFormat) => versionsValue(f.versions, language) || w.none;
  const asked = (f: TaskFormat) => (f.versionChangePrice ? w.priceAsked : w.none);
  const lines = [];
  if (value(was) !== value(now)) lines.push(`${w.versions}: ${value(was)} → ${value(now)}`);
  if (was.versionChangePrice !== now.versionChangePrice)
    lines.push(`${w.versionChange}: ${asked(was)} → ${asked(now)}`);
  return lines;
}

/** The changes with each kept format's change of versions added to its spec change (made one when it has none). */
export function withVersionChanges(changes: Change[], before: TaskFormat[], after: TaskFormat[]): Change[] {
  const old = new Map(before.map((f) => [f.id, f]));
  const result = [...changes];
  for (const f of after) {
    const was = old.get(f.id);
    if (!was) continue;
    const lines = Object.fromEntries(LANGUAGES.map((l) => [l, versionChangeLines(was, f, l)])) as Record<
      Language,
      string[]
    >;
    if (lines.en.length === 0) continue;
    const field: SpecFieldChange = { name: 'spec', old: '', new: '', lines };
    const i = result.findIndex((c) => c.field === 'format' && c.formatId === f.id && c.change === 'spec');
    const spec = result[i];
    if (spec?.field === 'format') result[i] = { ...spec, fields: [...(spec.fields ?? []), field] };
    else
      result.push({
        field: 'format',
        formatId: f.id,
        title: f.title,
        change: 'spec',
        old: null,
        new: null,
        fields: [field],
      });
  }
  return result;
}
