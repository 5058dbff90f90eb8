import { unbrokenDate } from './dates.ts';
import { jobLabels } from './job-labels.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { formatCount, formatRate } from './money.ts';
import type { Change, Quantities, SpecFieldChange } from './schemas/revisions.ts';
import { deliveryLines } from './split-lines.ts';

/** The words of an amendment's lines in one language; the field labels are the job's (job-labels.ts). */
export type ChangeWords = {
  format: { added: string; removed: string; spec: string };
  /** A format's title, the one spec field the job's labels do not name. */
  title: string;
  /** The label of a document added or removed. */
  documents: string;
  document: { added: string; removed: string };
  /** The quantity that ranks: "Quantity: 10,000 → 12,000". */
  quantity: string;
  /** The further quantities: "Further quantities: added 30,000". */
  counts: { label: string; added: string; removed: string };
  /** The run-on price: asked (by a new format), now asked, no longer asked. */
  runOn: { label: string; asked: string; now: string; dropped: string };
  /** A rate's label before its currency: "Exchange rate CZK: 0.0400 → 0.0410 EUR". */
  rate: string;
  /** The currencies printshops may quote in: "Accepted currencies: EUR → EUR, CZK". */
  currencies: string;
  /** The delivery addresses: "Delivery addresses: added Lager Nord, Hamburg — 01/03/2030: Flyer A5 3,000". */
  deliveries: { label: string; added: string; removed: string };
};

/** The printshops' words, in their mails and on their pages; the staff app has its own (its texts). */
const changeWords: Record<Language, ChangeWords> = {
  en: {
    format: { added: 'added', removed: 'removed', spec: 'specification changed' },
    title: 'Title',
    documents: 'Documents',
    document: { added: 'added', removed: 'removed' },
    quantity: 'Quantity',
    counts: { label: 'Further quantities', added: 'added', removed: 'removed' },
    runOn: { label: 'Run-on', asked: 'asked', now: 'now asked', dropped: 'no longer asked' },
    rate: 'Exchange rate',
    currencies: 'Accepted currencies',
    deliveries: { label: 'Delivery addresses', added: 'added', removed: 'removed' },
  },
  de: {
    format: { added: 'neu', removed: 'entfällt', spec: 'Spezifikation geändert' },
    title: 'Titel',
    documents: 'Unterlagen',
    document: { added: 'neu', removed: 'entfällt' },
    quantity: 'Auflage',
    counts: { label: 'Weitere Auflagen', added: 'neu', removed: 'entfallen' },
    runOn: { label: 'Fortdruck', asked: 'angefragt', now: 'jetzt angefragt', dropped: 'nicht mehr angefragt' },
    rate: 'Wechselkurs',
    currencies: 'Akzeptierte Währungen',
    deliveries: { label: 'Lieferadressen', added: 'neu', removed: 'entfällt' },
  },
  sk: {
    format: { added: 'pridaný', removed: 'vypustený', spec: 'zmenená špecifikácia' },
    title: 'Názov',
    documents: 'Podklady',
    document: { added: 'pridaný', removed: 'odstránený' },
    quantity: 'Náklad',
    counts: { label: 'Ďalšie náklady', added: 'pridané', removed: 'vypustené' },
    runOn: { label: 'Dotlač', asked: 'požadovaná', now: 'teraz požadovaná', dropped: 'už nepožadovaná' },
    rate: 'Výmenný kurz',
    currencies: 'Akceptované meny',
    deliveries: { label: 'Adresy dodania', added: 'pridaná', removed: 'zrušená' },
  },
};

const none = '–';

/** A value as one line: an address, note or description of several lines reads as one; nothing is a dash. */
const oneLine = (v: string | null) => (!v?.trim() ? none : v.trim().replace(/\s*\n\s*/g, ', '));

/**
 * A spec change of translations alone: texts of languages other than the task's, added or fixed. It changes
 * nothing a printshop prices and concerns only the printshops of those languages (docs/product.md#amendments).
 */
export const isTranslation = (c: Change): boolean =>
  c.field === 'format' && c.change === 'spec' && !!c.fields?.length && c.fields.every((f) => f.translation);

/** The languages of an amendment that adds or fixes translations alone; null when it changes anything else. */
export function translationsOnly(changes: Change[]): Language[] | null {
  if (changes.length === 0 || !changes.every(isTranslation)) return null;
  const fields = changes.flatMap((c) => (c.field === 'format' ? (c.fields ?? []) : []));
  return LANGUAGES.filter((l) => fields.some((f) => f.language === l));
}

/** Whether printshops of `language` are told of an amendment: all are, unless it only translates for others. */
export const concerns = (changes: Change[], language: Language): boolean =>
  translationsOnly(changes)?.includes(language) ?? true;

export type ChangeLine = { label: string; value: string };

/**
 * A format's quantities old → new, one plain line per thing that changed: "Quantity: 10,000 → 12,000",
 * "Further quantities: added 30,000", "Run-on: now asked". A new format's (no old) read as asked.
 */
function quantityLines(old: Quantities | null, now: Quantities, words: ChangeWords, language: Language): string[] {
  const n = (counts: number[]) => counts.map((c) => formatCount(c, language)).join(' / ');
  const { counts, runOn } = words;
  if (!old)
    return [
      `${words.quantity}: ${n([now.count])}`,
      ...(now.counts.length ? [`${counts.label}: ${n(now.counts)}`] : []),
      ...(now.runOn ? [`${runOn.label}: ${runOn.asked}`] : []),
    ];
  const added = now.counts.filter((c) => !old.counts.includes(c));
  const removed = old.counts.filter((c) => !now.counts.includes(c));
  return [
    ...(old.count !== now.count ? [`${words.quantity}: ${n([old.count])} → ${n([now.count])}`] : []),
    ...(added.length ? [`${counts.label}: ${counts.added} ${n(added)}`] : []),
    ...(removed.length ? [`${counts.label}: ${counts.removed} ${n(removed)}`] : []),
    ...(old.runOn !== now.runOn ? [`${runOn.label}: ${now.runOn ? runOn.now : runOn.dropped}`] : []),
  ];
}

/**
 * A re-specified format's fields, one line each: "Weight: 135 g → 170 g". A text (weight, personalisation,
 * description) is the reader's language's; another language's translation does not show. When none of the
 * reader's own changed, the texts of the task's language do (in revisions stored before translations were
 * told apart, every language's), each naming its language, as every text does for `allTexts` (staff, who
 * write all three).
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
    const name = f.name === 'title' || f.name === 'spec' ? words.title : jobLabels[language][f.name];
    return tagged && f.language ? `${name} (${f.language.toUpperCase()})` : name;
  };
  const shown = allTexts ? fields : own.length > 0 ? own : fields.filter((f) => !f.translation);
  return shown.flatMap((f) =>
    f.name === 'spec'
      ? (f.lines?.[language] ?? []).map((value) => ({ label: c.title, value }))
      : [{ label: c.title, value: `${label(f)}: ${oneLine(f.old)} → ${oneLine(f.new)}` }],
  );
}

/**
 * The delivery addresses changed, as the order writes them: each address no longer there "removed …", each new or
 * changed one "added …"; addresses that only moved in the list read as the whole list old → new.
 */
function deliveryChangeLines(
  c: Extract<Change, { field: 'deliveries' }>,
  language: Language,
  words: ChangeWords,
): ChangeLine[] {
  const [was, now] = [deliveryLines(c.old, c.formats, language), deliveryLines(c.new, c.formats, language)];
  const { label, added, removed } = words.deliveries;
  const lines = [
    ...was.filter((l) => !now.includes(l)).map((l) => ({ label, value: `${removed} ${l}` })),
    ...now.filter((l) => !was.includes(l)).map((l) => ({ label, value: `${added} ${l}` })),
  ];
  return lines.length > 0 ? lines : [{ label, value: `${was.join('; ') || none} → ${now.join('; ') || none}` }];
}

/**
 * One change of an amendment (docs/product.md#amendments) as its reader reads it: what changed (a field's
 * label, a format's title, the documents, a rate) and how, plain old → new, in the reader's date and number format,
 * one line each (a re-quantified or re-specified format a line per thing that changed). The one rule for the
 * amendment mail, the supplier's page and the staff app.
 */
export function changeLines(
  c: Change,
  language: Language,
  words: ChangeWords = changeWords[language],
  allTexts = false,
): ChangeLine[] {
  if (c.field === 'format') {
    if (c.change === 'spec') return specLines(c, language, words, allTexts);
    const lines = (values: string[]) => values.map((value) => ({ label: c.title, value }));
    if (c.change === 'quantities' && c.new) return lines(quantityLines(c.old, c.new, words, language));
    if (c.change === 'added' && c.new)
      return lines([words.format.added, ...quantityLines(null, c.new, words, language)]);
    return lines([words.format.removed]);
  }
  if (c.field === 'document') return [{ label: words.documents, value: `${c.name}: ${words.document[c.change]}` }];
  if (c.field === 'rate') {
    const rate = (r: number | null) => (r === null ? none : formatRate(r, language));
    return [{ label: `${words.rate} ${c.currency}`, value: `${rate(c.old)} → ${rate(c.new)} ${c.taskCurrency}` }];
  }
  if (c.field === 'deliveries') return deliveryChangeLines(c, language, words);
  if (c.field === 'currencies')
    return [{ label: words.currencies, value: `${c.old.join(', ')} → ${c.new.join(', ')}` }];
  const show = (v: string | null) =>
    v?.trim() && (c.field === 'deadlineDate' || c.field === 'deliveryDate') ? unbrokenDate(v, language) : oneLine(v);
  return [{ label: jobLabels[language][c.field], value: `${show(c.old)} → ${show(c.new)}` }];
}
