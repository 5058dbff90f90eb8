import { isTranslation } from './change-line.ts';
import type { Currency, Rates } from './currencies.ts';
import type { Delivery } from './schemas/delivery-split.ts';
import { LANGUAGES, type Language, type StaffLanguage } from './languages.ts';
import { SPEC_FIELDS, SPEC_TEXTS, type Change, type Quantities, type SpecFieldChange } from './schemas/revisions.ts';
import type { TaskFormat } from './schemas/tasks.ts';
import { specChangeLines, specLineText } from './spec-lines.ts';

type Fields = { deadlineDate: string | null; deliveryDate: string | null; address: string; note: string };
/** The task before: its language is the one its texts are written in first; the others are translations. */
type Before = Fields & { lang: StaffLanguage };

const quantities = ({ count, counts, runOn }: TaskFormat): Quantities => ({ count, counts, runOn });
const sameQuantities = (a: Quantities, b: Quantities) =>
  a.count === b.count && a.runOn === b.runOn && a.counts.join() === b.counts.join();

// What a printshop prices besides the quantities, old -> new: the spec, its texts in every language, those of
// another language than the task's marked as translations.
function specChanges(was: TaskFormat, now: TaskFormat, original: StaffLanguage): SpecFieldChange[] {
  const fields: SpecFieldChange[] = [];
  for (const name of SPEC_FIELDS) if (was[name] !== now[name]) fields.push({ name, old: was[name], new: now[name] });
  if (JSON.stringify(was.spec) !== JSON.stringify(now.spec)) {
    const lines = (language: Language) => specChangeLines(was.spec, now.spec, language).map(specLineText);
    fields.push({ name: 'spec', old: '', new: '', lines: { en: lines('en'), de: lines('de'), sk: lines('sk') } });
  }
  for (const name of SPEC_TEXTS) {
    for (const language of LANGUAGES) {
      const [old, next] = [was[language][name], now[language][name]];
      if (old === next) continue;
      fields.push({ name, language, ...(language === original ? {} : { translation: true as const }), old, new: next });
    }
  }
  return fields;
}

/** What an amendment changes, old -> new, in the order a printshop reads the tender. */
export function changesOf(before: Before, after: Fields, formatsBefore: TaskFormat[], formatsAfter: TaskFormat[]) {
  const changes: Change[] = [];
  for (const field of ['deadlineDate', 'deliveryDate', 'address', 'note'] as const) {
    if (before[field] !== after[field]) changes.push({ field, old: before[field], new: after[field] });
  }
  const old = new Map(formatsBefore.map((f) => [f.id, f]));
  for (const f of formatsAfter) {
    const was = old.get(f.id);
    const about = { field: 'format' as const, formatId: f.id, title: f.title };
    if (!was) {
      changes.push({ ...about, change: 'added', old: null, new: quantities(f) });
      continue;
    }
    if (!sameQuantities(quantities(was), quantities(f)))
      changes.push({ ...about, change: 'quantities', old: quantities(was), new: quantities(f) });
    // A format re-specified and re-quantified at once gets both lines: neither hides the other.
    const fields = specChanges(was, f, before.lang);
    if (fields.length > 0) changes.push({ ...about, change: 'spec', old: null, new: null, fields });
  }
  const kept = new Set(formatsAfter.map((f) => f.id));
  for (const f of formatsBefore) {
    if (!kept.has(f.id))
      changes.push({
        field: 'format',
        formatId: f.id,
        title: f.title,
        change: 'removed',
        old: quantities(f),
        new: null,
      });
  }
  return changes;
}

/** What a task accepts: its own currency, the currencies printshops may quote in, the rates of the others. */
type Accepted = { currency: Currency; currencies: readonly Currency[]; rates: Rates };

/**
 * What an amendment changes of the accepted currencies and their rates: the currencies added (it drops none), then
 * each rate set or changed, old -> new, in the order of the currencies (a newly accepted one's with no old rate).
 */
export function currencyChanges(before: Accepted, after: Omit<Accepted, 'currency'>): Change[] {
  const changes: Change[] = [];
  if (after.currencies.join() !== before.currencies.join())
    changes.push({ field: 'currencies', old: [...before.currencies], new: [...after.currencies] });
  for (const currency of after.currencies) {
    const [old, now] = [before.rates[currency] ?? null, after.rates[currency]];
    if (currency !== before.currency && now !== undefined && now !== old)
      changes.push({ field: 'rate', currency, taskCurrency: before.currency, old, new: now });
  }
  return changes;
}

/** The addresses as compared: trimmed, their counts of 0 left out, in the order of the formats' ids. */
const comparable = (deliveries: readonly Delivery[]) =>
  JSON.stringify(
    deliveries.map((d) => ({
      address: d.address.trim(),
      date: d.date,
      counts: d.counts.filter((c) => c.count > 0).sort((a, b) => a.formatId.localeCompare(b.formatId)),
    })),
  );

/**
 * What an amendment changes of the delivery addresses: one change, old -> new, naming the formats they count
 * (docs/product.md#delivery-addresses); none when they stay as they were.
 */
export function deliveryChanges(
  before: readonly Delivery[],
  after: readonly Delivery[],
  formats: readonly { id: string; title: string }[],
): Change[] {
  if (comparable(before) === comparable(after)) return [];
  const named = formats.map(({ id, title }) => ({ id, title }));
  return [{ field: 'deliveries', old: [...before], new: [...after], formats: named }];
}

/**
 * Changes to formats, quantities or the spec ask printshops to confirm their prices; dates, address, note and
 * a translation added or fixed alone do not (docs/product.md#amendments).
 */
export const pricesChanged = (changes: Change[]) => changes.some((c) => c.field === 'format' && !isTranslation(c));

/** Whether a change asks printshops to price a format again: its quantities or spec, not a translation alone. */
const reprices = (c: Change, formatId: string) =>
  c.field === 'format' &&
  c.formatId === formatId &&
  (c.change === 'quantities' || c.change === 'spec') &&
  !isTranslation(c);

/**
 * The formats after an amendment with their revisions (src/shared/offer.ts): one whose quantities or spec it
 * changes one higher than before, an added one at 1, the others as they were. Only offers for a raised format
 * wait for a confirmation, and only for that format.
 */
export function revisedFormats(changes: Change[], formatsBefore: TaskFormat[], formatsAfter: TaskFormat[]) {
  const before = new Map(formatsBefore.map((f) => [f.id, f.revision]));
  return formatsAfter.map((f) => {
    const was = before.get(f.id);
    if (was === undefined) return { ...f, revision: 1 };
    return { ...f, revision: changes.some((c) => reprices(c, f.id)) ? was + 1 : was };
  });
}
