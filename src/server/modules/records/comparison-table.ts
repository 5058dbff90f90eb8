import { toDisplayDate } from '../../../shared/dates.ts';
import { formatCount, formatEuros } from '../../../shared/money.ts';
import { priceOf, quantitiesOf } from '../../../shared/quantities.ts';
import { bestSum } from '../../../shared/ranking.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Comparison } from '../../../shared/schemas/comparison.ts';
import type { PriceEntry } from '../../../shared/schemas/offers.ts';
import type { ExportTexts } from './records.texts.ts';

type Format = Comparison['formats'][number];
type Offer = Comparison['offers'][number];

/**
 * A cell as the XLSX and the CSV each write it: text, an amount in cents, a whole number, an instant, another
 * number with the Excel format it is shown in ('0%' for a share, '0.0' for an average).
 */
export type Cell =
  | { text: string }
  | { cents: number; lowest?: boolean }
  | { whole: number }
  | { at: number }
  | { number: number; numFmt: string }
  | null;

/** What a row is: a current offer, one made before an amendment, an alternative, a no-bid. */
export type RowKind = 'offer' | 'stale' | 'alternative' | 'declined';

export type Column = {
  label: string;
  group?: { key: string; title: string };
  kind: 'text' | 'money' | 'whole' | 'at' | 'number';
};

export type Table = { columns: Column[]; rows: { kind: RowKind; cells: Cell[] }[] };

/** A price column: a format at one of its quantities, or (count null) its run-on price per additional 1,000. */
type PriceColumn = { format: Format; count: number | null };

const priceColumns = (formats: Format[]): PriceColumn[] =>
  formats.flatMap((format) => [
    ...quantitiesOf(format).map((count) => ({ format, count })),
    ...(format.runOn ? [{ format, count: null }] : []),
  ]);

function priceHeaders(columns: PriceColumn[], texts: ExportTexts, language: StaffLanguage): Column[] {
  return columns.map(({ format, count }) => ({
    label: count === null ? texts.runOn : formatCount(count, language),
    group: { key: format.id, title: format.title },
    kind: 'money',
  }));
}

/**
 * The offered price in a column; a run-on quantity is not one of the columns, so it is never derived here.
 * `priced`: the quantity the main price was given for (a stale offer's may be asked no more): a price stands
 * only under its own quantity (docs/product.md#comparison).
 */
function priceIn(prices: PriceEntry[], { format, count }: PriceColumn, priced = format.count): number | null {
  const entry = prices.find((p) => p.id === format.id);
  if (!entry) return null;
  if (count === null) return entry.runOnPer1000;
  return priceOf(entry, { ...format, count: priced, runOn: false }, count);
}

const pricedCount = (offer: Offer, format: Format) =>
  offer.pricedFor.find((p) => p.id === format.id)?.count ?? format.count;

function lowestIn(comparison: Comparison, { format, count }: PriceColumn): number | undefined {
  if (count === null) return comparison.lowestRunOn.find((l) => l.id === format.id)?.price;
  if (count === format.count) return comparison.lowest.find((l) => l.id === format.id)?.price;
  return comparison.lowestScales.find((l) => l.id === format.id && l.count === count)?.price;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the workspace's wall clock, read in UTC: an Excel date has no time zone (ExcelJS writes a
 * Date as its UTC reading), and the CSV writes the time as the workspace reads it.
 */
export function wallClock(epochMs: number, timeZone: string): Date {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const digits = '2-digit';
    const numeric = {
      year: 'numeric',
      month: digits,
      day: digits,
      hour: digits,
      minute: digits,
      second: digits,
    } as const;
    clock = new Intl.DateTimeFormat('en-CA', { timeZone, ...numeric, hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

type Award = Comparison['awards'][number];

const money = (cents: number | null, lowest = false): Cell => (cents === null ? null : { cents, lowest });
const text = (value: string): Cell => ({ text: value });
const whole = (value: number | null): Cell => (value === null ? null : { whole: value });

/** Once awarded: per format the quantity and price ordered (docs/product.md, Exports). */
function orderedHeaders(comparison: Comparison, texts: ExportTexts): Column[] {
  if (comparison.awards.length === 0) return [];
  return comparison.formats.flatMap((format) => {
    const group = { key: `ordered:${format.id}`, title: format.title };
    return [
      { label: texts.orderedCount, group, kind: 'whole' as const },
      { label: texts.orderedPrice, group, kind: 'money' as const },
    ];
  });
}

/** A row's quantity and price per format where exactly that row (main offer or alternative) was ordered. */
function orderedCells(comparison: Comparison, ordered: (award: Award) => boolean): Cell[] {
  if (comparison.awards.length === 0) return [];
  return comparison.formats.flatMap((format) => {
    const award = comparison.awards.find((a) => a.formatId === format.id && ordered(a));
    return award ? [whole(award.count), money(award.price)] : [null, null];
  });
}

/**
 * The comparison as one table: printshops × every asked quantity and run-on, then total, delivery cost, lead
 * time, last change and notes, and once awarded what each row was ordered at. Current offers first (the
 * comparison's order), then those awaiting confirmation, the alternatives and the no-bids; only current
 * offers are ever marked lowest.
 */
export function comparisonTable(comparison: Comparison, texts: ExportTexts, language: StaffLanguage): Table {
  const columns = priceColumns(comparison.formats);
  const lowestSum = bestSum(comparison.offers);
  const unordered = orderedCells(comparison, () => false);
  // A printshop's main offer is ordered for a format awarded to it without its alternative.
  const mainOrdered = (offer: Offer) => (a: Award) => a.supplierId === offer.supplierId && a.alternative === null;
  const alternativeOrdered = (offer: Offer, format: Format) => (a: Award) =>
    a.supplierId === offer.supplierId && a.formatId === format.id && a.alternative !== null;
  const notesOf = (offer: Offer) => [
    ...(offer.deleted ? [texts.deleted] : []),
    ...(comparison.awards.some(mainOrdered(offer)) ? [texts.ordered] : []),
    ...(offer.validUntil ? [`${texts.validUntil} ${toDisplayDate(offer.validUntil, language)}`] : []),
    ...(offer.expiresEarly ? [texts.expiresEarly] : []),
    ...(offer.lateDelivery ? [texts.lateDelivery] : []),
    ...(offer.terms?.quoteNumber ? [offer.terms.quoteNumber] : []),
    ...comparison.formats.flatMap((format) => {
      const entry = offer.prices.find((p) => p.id === format.id);
      const count = pricedCount(offer, format);
      if (!entry || quantitiesOf(format).includes(count)) return [];
      return [texts.pricedFor(format.title, formatEuros(entry.price, language), formatCount(count, language))];
    }),
  ];
  const offerRow = (offer: Offer) => {
    const current = !offer.stale;
    const notes = notesOf(offer).join('; ');
    return {
      kind: current ? ('offer' as const) : ('stale' as const),
      cells: [
        text(offer.name),
        current ? (offer.complete ? null : text(texts.partial)) : text(texts.stale),
        ...columns.map((c) => {
          const left = c.count === c.format.count && !offer.prices.some((p) => p.id === c.format.id);
          if (left && offer.sum !== null) return text(texts.notOffered);
          const price = priceIn(offer.prices, c, pricedCount(offer, c.format));
          // At a format's count the lowest is the lowest landed (price plus delivery), as the comparison marks it.
          const lowest =
            c.count === c.format.count
              ? comparison.lowest.some((l) => l.id === c.format.id && l.supplierIds.includes(offer.supplierId))
              : price === lowestIn(comparison, c);
          // A price waiting to be confirmed is never lowest; the offer's others are weighed as they are.
          const answers = !offer.staleFormats.includes(c.format.id);
          return money(price, answers && price !== null && lowest);
        }),
        money(offer.sum, offer.complete && offer.sum === lowestSum),
        money(offer.terms?.deliveryCost ?? null),
        whole(offer.terms?.leadDays ?? null),
        { at: offer.submittedAt },
        notes ? text(notes) : null,
        ...orderedCells(comparison, mainOrdered(offer)),
      ],
    };
  };
  const alternatives = comparison.offers.flatMap((offer) =>
    comparison.formats.flatMap((format) => {
      const alternative = offer.prices.find((p) => p.id === format.id)?.alternative;
      if (!alternative) return [];
      const prices = { price: alternative.price, scales: alternative.scales, runOnPer1000: null };
      const ordered = alternativeOrdered(offer, format);
      const described = `${format.title}: ${alternative.description}${offer.stale ? ` (${texts.stale})` : ''}`;
      const notes = [described, ...(comparison.awards.some(ordered) ? [texts.ordered] : [])];
      return [
        {
          kind: 'alternative' as const,
          cells: [
            text(offer.name),
            text(texts.alternative),
            ...columns.map((c) =>
              money(
                c.format.id === format.id && c.count !== null
                  ? priceOf(prices, { ...format, count: pricedCount(offer, format), runOn: false }, c.count)
                  : null,
              ),
            ),
            null,
            null,
            null,
            { at: offer.submittedAt },
            text(notes.join('; ')),
            ...orderedCells(comparison, ordered),
          ],
        },
      ];
    }),
  );
  const declined = comparison.declined.map((d) => ({
    kind: 'declined' as const,
    cells: [
      text(d.name),
      text(texts.declined),
      ...columns.map(() => null),
      null,
      null,
      null,
      { at: d.at },
      text(d.reason),
      ...unordered,
    ],
  }));
  return {
    columns: [
      { label: texts.supplier, kind: 'text' },
      { label: texts.status, kind: 'text' },
      ...priceHeaders(columns, texts, language),
      { label: texts.total, kind: 'money' },
      { label: texts.deliveryCost, kind: 'money' },
      { label: texts.leadDays, kind: 'whole' },
      { label: texts.submittedAt, kind: 'at' },
      { label: texts.notes, kind: 'text' },
      ...orderedHeaders(comparison, texts),
    ],
    // The comparison lists the current offers first, then those awaiting confirmation.
    rows: [...comparison.offers.map(offerRow), ...alternatives, ...declined],
  };
}

/** Every revision of every offer, printshop by printshop (the comparison's order), oldest first. */
export function historyTable(comparison: Comparison, texts: ExportTexts, language: StaffLanguage): Table {
  const columns = priceColumns(comparison.formats);
  return {
    columns: [
      { label: texts.supplier, kind: 'text' },
      { label: texts.time, kind: 'at' },
      { label: texts.total, kind: 'money' },
      ...priceHeaders(columns, texts, language),
    ],
    rows: comparison.offers.flatMap((offer) =>
      offer.history.toReversed().map((revision) => ({
        kind: offer.stale ? ('stale' as const) : ('offer' as const),
        cells: [
          text(offer.name),
          { at: revision.at },
          money(revision.sum),
          ...columns.map((c) => money(priceIn(revision.prices, c))),
        ],
      })),
    ),
  };
}
