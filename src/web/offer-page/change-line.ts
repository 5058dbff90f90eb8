import { toDisplayDate } from '../../shared/dates.ts';
import type { Language } from '../../shared/languages.ts';
import { formatCount } from '../../shared/money.ts';
import type { Change, Quantities } from '../../shared/schemas/revisions.ts';
import { texts } from './texts.ts';

/** A format's quantities as the amendment mail words them: 5,000 (also 1,000 / 2,500), run-on. */
function quantities(q: Quantities | null, language: Language): string {
  const t = texts[language];
  if (!q) return t.dateNone;
  const n = (count: number) => formatCount(count, language);
  const also = q.counts.length ? ` (${t.amendments.also} ${q.counts.map(n).join(' / ')})` : '';
  return `${n(q.count)}${also}${q.runOn ? `, ${t.amendments.runOn}` : ''}`;
}

/**
 * One change of an amendment as the printshop reads it: what changed (a field's label, a format's title) and
 * how, old → new, in its language's date and number format; the same words as the amendment mail.
 */
export function changeLine(c: Change, language: Language): { label: string; value: string } {
  const t = texts[language];
  if (c.field === 'format') {
    const what = t.amendments.format[c.change];
    if (c.change === 'quantities')
      return { label: c.title, value: `${what}: ${quantities(c.old, language)} → ${quantities(c.new, language)}` };
    if (c.change === 'added') return { label: c.title, value: `${what}: ${quantities(c.new, language)}` };
    return { label: c.title, value: what };
  }
  if (c.field === 'document')
    return { label: t.amendments.documents, value: `${c.name}: ${t.amendments.document[c.change]}` };
  // An address or note of several lines reads as one; a Slovak date (5. 1. 2027) does not break.
  const show = (v: string | null) =>
    !v?.trim()
      ? t.dateNone
      : c.field === 'deadlineDate' || c.field === 'deliveryDate'
        ? toDisplayDate(v, language).replace(/ /g, '\u00a0')
        : v.trim().replace(/\s*\n\s*/g, ', ');
  return { label: t[c.field], value: `${show(c.old)} → ${show(c.new)}` };
}
