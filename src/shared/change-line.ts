import { unbrokenDate } from './dates.ts';
import { jobLabels } from './job-labels.ts';
import type { Language } from './languages.ts';
import { formatCount } from './money.ts';
import type { Change, Quantities, SpecFieldChange } from './schemas/revisions.ts';

/** The words of an amendment's lines in one language; the field labels are the job's (job-labels.ts). */
export type ChangeWords = {
  format: { added: string; removed: string; quantities: string; spec: string };
  /** A format's title, the one spec field the job's labels do not name. */
  title: string;
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
    title: 'Title',
    documents: 'Documents',
    document: { added: 'added', removed: 'removed' },
    also: 'also',
    runOn: 'run-on',
  },
  de: {
    format: { added: 'neu', removed: 'entfällt', quantities: 'Auflagen geändert', spec: 'Spezifikation geändert' },
    title: 'Titel',
    documents: 'Unterlagen',
    document: { added: 'neu', removed: 'entfällt' },
    also: 'außerdem',
    runOn: 'Fortdruck',
  },
  sk: {
    format: { added: 'pridaný', removed: 'vypustený', quantities: 'zmenené náklady', spec: 'zmenená špecifikácia' },
    title: 'Názov',
    documents: 'Podklady',
    document: { added: 'pridaný', removed: 'odstránený' },
    also: 'aj',
    runOn: 'dotlač',
  },
};

const none = '–';

/** A value as one line: an address, note or description of several lines reads as one; nothing is a dash. */
const oneLine = (v: string | null) => (!v?.trim() ? none : v.trim().replace(/\s*\n\s*/g, ', '));

/** A format's quantities: 5,000 (also 1,000 / 2,500), run-on. */
function quantities(q: Quantities | null, words: ChangeWords, language: Language): string {
  if (!q) return none;
  const n = (count: number) => formatCount(count, language);
  const also = q.counts.length ? ` (${words.also} ${q.counts.map(n).join(' / ')})` : '';
  return `${n(q.count)}${also}${q.runOn ? `, ${words.runOn}` : ''}`;
}

export type ChangeLine = { label: string; value: string };

/**
 * A re-specified format's fields, one line each: "Weight: 135 g → 170 g". A text (weight, personalisation,
 * description) is the reader's language's; when only other languages' texts changed, those show, each naming
 * its language, as every text does for `allTexts` (staff, who write all three).
 */
function specLines(
  c: Extract<Change, { field: 'format' }>,
  language: Language,
  words: ChangeWords,
  allTexts: boolean,
): ChangeLine[] {
  const fields = c.fields ?? [];
  // Revisions stored before their fields were named say only that the specification changed.
  if (fields.length === 0) return [{ label: c.title, value: words.format.spec }];
  const own = fields.filter((f) => !f.language || f.language === language);
  const tagged = allTexts || own.length === 0;
  const label = (f: SpecFieldChange) => {
    const name = f.name === 'title' ? words.title : jobLabels[language][f.name];
    return tagged && f.language ? `${name} (${f.language.toUpperCase()})` : name;
  };
  return (tagged ? fields : own).map((f) => ({
    label: c.title,
    value: `${label(f)}: ${oneLine(f.old)} → ${oneLine(f.new)}`,
  }));
}

/**
 * One change of an amendment (docs/product.md#amendments) as its reader reads it: what changed (a field's
 * label, a format's title, the documents) and how, old → new, in the reader's date and number format, one
 * line each (a re-specified format a line per field). The one rule for the amendment mail, the supplier's
 * page and the staff app.
 */
export function changeLines(
  c: Change,
  language: Language,
  words: ChangeWords = changeWords[language],
  allTexts = false,
): ChangeLine[] {
  if (c.field === 'format') {
    const what = words.format[c.change];
    if (c.change === 'spec') return specLines(c, language, words, allTexts);
    if (c.change === 'quantities')
      return [
        {
          label: c.title,
          value: `${what}: ${quantities(c.old, words, language)} → ${quantities(c.new, words, language)}`,
        },
      ];
    if (c.change === 'added') return [{ label: c.title, value: `${what}: ${quantities(c.new, words, language)}` }];
    return [{ label: c.title, value: what }];
  }
  if (c.field === 'document') return [{ label: words.documents, value: `${c.name}: ${words.document[c.change]}` }];
  const show = (v: string | null) =>
    v?.trim() && (c.field === 'deadlineDate' || c.field === 'deliveryDate') ? unbrokenDate(v, language) : oneLine(v);
  return [{ label: jobLabels[language][c.field], value: `${show(c.old)} → ${show(c.new)}` }];
}
