import { unbrokenDate } from './dates.ts';
import { jobLabels } from './job-labels.ts';
import type { Language } from './languages.ts';
import { formatCount } from './money.ts';
import type { Change, Quantities } from './schemas/revisions.ts';

/** The words of an amendment's lines in one language; the field labels are the job's (job-labels.ts). */
export type ChangeWords = {
  format: { added: string; removed: string; quantities: string; spec: string };
  /** The label of a document added or removed. */
  documents: string;
  document: { added: string; removed: string };
  /** Before the further quantities: "also 1,000 / 2,500". */
  also: string;
  runOn: string;
};

/** The printshops' words, in their mails and on their pages; the staff app has its own (its texts). */
const changeWords: Record<Language, ChangeWords> = {
  en: {
    format: { added: 'added', removed: 'removed', quantities: 'quantities changed', spec: 'specification changed' },
    documents: 'Documents',
    document: { added: 'added', removed: 'removed' },
    also: 'also',
    runOn: 'run-on',
  },
  de: {
    format: { added: 'neu', removed: 'entfällt', quantities: 'Auflagen geändert', spec: 'Spezifikation geändert' },
    documents: 'Unterlagen',
    document: { added: 'neu', removed: 'entfällt' },
    also: 'außerdem',
    runOn: 'Fortdruck',
  },
  sk: {
    format: { added: 'pridaný', removed: 'vypustený', quantities: 'zmenené náklady', spec: 'zmenená špecifikácia' },
    documents: 'Podklady',
    document: { added: 'pridaný', removed: 'odstránený' },
    also: 'aj',
    runOn: 'dotlač',
  },
};

const none = '–';

/** A format's quantities: 5,000 (also 1,000 / 2,500), run-on. */
function quantities(q: Quantities | null, words: ChangeWords, language: Language): string {
  if (!q) return none;
  const n = (count: number) => formatCount(count, language);
  const also = q.counts.length ? ` (${words.also} ${q.counts.map(n).join(' / ')})` : '';
  return `${n(q.count)}${also}${q.runOn ? `, ${words.runOn}` : ''}`;
}

/**
 * One change of an amendment (docs/product.md#amendments) as its reader reads it: what changed (a field's
 * label, a format's title, the documents) and how, old → new, in the reader's date and number format. The
 * one rule for the amendment mail, the supplier's page and the staff app.
 */
export function changeLine(
  c: Change,
  language: Language,
  words: ChangeWords = changeWords[language],
): { label: string; value: string } {
  if (c.field === 'format') {
    const what = words.format[c.change];
    if (c.change === 'quantities')
      return {
        label: c.title,
        value: `${what}: ${quantities(c.old, words, language)} → ${quantities(c.new, words, language)}`,
      };
    if (c.change === 'added') return { label: c.title, value: `${what}: ${quantities(c.new, words, language)}` };
    return { label: c.title, value: what };
  }
  if (c.field === 'document') return { label: words.documents, value: `${c.name}: ${words.document[c.change]}` };
  // An address or note of several lines reads as one.
  const show = (v: string | null) =>
    !v?.trim()
      ? none
      : c.field === 'deadlineDate' || c.field === 'deliveryDate'
        ? unbrokenDate(v, language)
        : v.trim().replace(/\s*\n\s*/g, ', ');
  return { label: jobLabels[language][c.field], value: `${show(c.old)} → ${show(c.new)}` };
}
