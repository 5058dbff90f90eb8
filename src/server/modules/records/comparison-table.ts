import { toDisplayDate } from '../../../shared/dates.ts';
import type { Currency } from '../../../shared/currencies.ts';
import { splitWords, versionsValue } from '../../../shared/split-lines.ts';
import { formatCount, formatMoney } from '../../../shared/money.ts';
import { bestTotal } from '../../../shared/lowest.ts';
import { addedAfter, waitsWhole } from '../../../shared/offer.ts';
import { priceOf, quantitiesOf } from '../../../shared/quantities.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import { allRevisions, type Comparison } from '../../../shared/schemas/comparison.ts';
import type { PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import { markWords, priceMarks, totalMarks, type AmountMarks, type PriceColumn } from './price-marks.ts';
import type { ExportTexts } from './records.texts.ts';
import { specSummary } from '../../../shared/spec-lines.ts';
import { SCORING_PARTS, storedWeights } from '../../../shared/scoring.ts';
import { earlierCells, earlierHeaders, leftOut, totalLabel } from './round-cells.ts';
import type { Cell, Column, Table } from './table.ts';

type Format = Comparison['formats'][number];
type Offer = Comparison['offers'][number];

const priceColumns = (formats: Format[]): PriceColumn[] =>
  formats.flatMap((format) => [
    ...quantitiesOf(format).map((count) => ({ format, count })),
    ...(format.runOn ? [{ format, count: null }] : []),
  ]);

/**
 * A format's title, with its structured spec and its versions when it has them: "Visitenkarten (Visitenkarten ·
 * 85 × 55 mm · …; Sorten: 8 × 250: Müller 250, …)".
 */
function titleOf(format: Format, language: StaffLanguage): string {
  const about = [
    ...(format.spec ? [specSummary(format.spec, language)] : []),
    ...(format.versions?.length
      ? [`${splitWords(language).versions}: ${versionsValue(format.versions, language)}`]
      : []),
  ];
  return about.length ? `${format.title} (${about.join('; ')})` : format.title;
}

function priceHeaders(columns: PriceColumn[], texts: ExportTexts, language: StaffLanguage): Column[] {
  return columns.map(({ format, count }) => ({
    label: count === null ? texts.runOn : formatCount(count, language),
    group: { key: format.id, title: titleOf(format, language) },
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

type Award = Comparison['awards'][number];

const money = (cents: number | null, currency: Currency, marks: AmountMarks = {}): Cell =>
  cents === null ? null : { cents, currency, ...marks };
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

/**
 * A row's quantity and price per format where exactly that row (main offer or alternative) was ordered: the price
 * in the offer's currency, as the order says it.
 */
function orderedCells(comparison: Comparison, ordered: (award: Award) => boolean, currency: Currency): Cell[] {
  if (comparison.awards.length === 0) return [];
  return comparison.formats.flatMap((format) => {
    const award = comparison.awards.find((a) => a.formatId === format.id && ordered(a));
    return award ? [whole(award.count), money(award.price, currency)] : [null, null];
  });
}

/**
 * Whether some offer is in another currency than the task's: the columns converted into the task's then say its
 * currency in their header, and each offer's total as quoted stands beside (docs/product.md#exports).
 */
const hasForeign = (comparison: Comparison) => comparison.offers.some((o) => o.currency !== comparison.currency);

/** A column's label, with the task's currency when offers in others were converted into it. */
export const convertedLabel = (comparison: Comparison, label: string) =>
  hasForeign(comparison) ? `${label} (${comparison.currency})` : label;

/**
 * An offer's score and its parts in words ("price 90.9 · lead time 100 · quality 60 (est.)"), the best marked, where
 * the task's weights are not the price alone (docs/product.md#scoring); no cells else.
 */
function scoreCells(comparison: Comparison, offer: Offer | null, texts: ExportTexts, language: StaffLanguage): Cell[] {
  if (storedWeights(comparison.scoring) === null) return [];
  const score = offer?.score;
  if (!score) return [null, null];
  const tenth = (v: number) => formatCount(v, language);
  const parts = SCORING_PARTS.filter((p) => comparison.scoring[p] > 0).map((p) =>
    p === 'quality' && score.qualityEstimated
      ? `${texts.parts[p]} ${tenth(score[p])} (${texts.parts.estimated})`
      : `${texts.parts[p]} ${tenth(score[p])}`,
  );
  const best = score.total === comparison.bestScore.total ? [texts.bestScore] : [];
  return [{ number: score.total, numFmt: '0.0' }, text([...parts, ...best].join(' · '))];
}

const scoreHeaders = (comparison: Comparison, texts: ExportTexts): Column[] =>
  storedWeights(comparison.scoring) === null
    ? []
    : [
        { label: texts.score, kind: 'number' },
        { label: texts.scoreParts, kind: 'text' },
      ];

/** An offer's overs and unders terms as its notes say them, in the offer's currency. */
function oversNote(terms: Terms, currency: Currency, texts: ExportTexts, language: StaffLanguage): string {
  const per1000 = terms.oversPer1000 === null ? null : formatMoney(terms.oversPer1000, currency, language);
  return texts.overs(formatCount(terms.oversPercent ?? 0, language), per1000);
}

/**
 * The comparison as one table: printshops × every asked quantity and run-on, then total, delivery cost, lead
 * time, last change, notes and the marks in words, and once awarded what each row was ordered at. The offers in the
 * comparison's order (those whose every price waits to be confirmed last), then the alternatives and the no-bids.
 * A price is marked as on the screen: lowest among current prices, to confirm, far above the others.
 */
export function comparisonTable(comparison: Comparison, texts: ExportTexts, language: StaffLanguage): Table {
  const columns = priceColumns(comparison.formats);
  const best = bestTotal(comparison);
  const foreign = hasForeign(comparison);
  const unordered = orderedCells(comparison, () => false, comparison.currency);
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
    ...(offer.terms?.oversPercent != null ? [oversNote(offer.terms, offer.currency, texts, language)] : []),
    ...(offer.terms?.note ? [offer.terms.note] : []),
    ...comparison.formats.flatMap((format) => {
      const entry = offer.prices.find((p) => p.id === format.id);
      const count = pricedCount(offer, format);
      if (!entry || quantitiesOf(format).includes(count)) return [];
      return [
        texts.pricedFor(format.title, formatMoney(entry.price, offer.currency, language), formatCount(count, language)),
      ];
    }),
  ];
  const statusOf = (offer: Offer) => {
    if (waitsWhole(offer)) return text(texts.stale);
    const waiting = comparison.formats.filter((f) => offer.staleFormats.includes(f.id)).map((f) => f.title);
    if (waiting.length > 0) return text(`${texts.toConfirm}: ${waiting.join(', ')}`);
    return offer.complete ? null : text(texts.partial);
  };
  const offerRow = (offer: Offer) => {
    const notes = notesOf(offer).join('; ');
    const prices = columns.map((column) => {
      const price = priceIn(offer.prices, column, pricedCount(offer, column.format));
      return { column, price, marks: priceMarks(comparison, offer, column, price) };
    });
    const total = totalMarks(best, offer);
    const marks = markWords(prices, total, texts, language);
    return {
      kind: waitsWhole(offer) ? ('stale' as const) : ('offer' as const),
      cells: [
        text(offer.name),
        statusOf(offer),
        ...prices.map(({ column: c, price, marks }) => {
          const left = c.count === c.format.count && !offer.prices.some((p) => p.id === c.format.id);
          if (left && offer.sum !== null) {
            return text(addedAfter(c.format, offer.submittedAt) ? texts.addedLater : texts.notOffered);
          }
          return money(price, offer.currency, marks);
        }),
        ...earlierCells(comparison, offer),
        // What ranks: in the task's currency, the offer's converted at the task's rate.
        leftOut(comparison, offer) ? text(texts.notInRound) : money(offer.sum, comparison.currency, total),
        ...(foreign ? [money(offer.quotedSum, offer.currency)] : []),
        ...scoreCells(comparison, offer, texts, language),
        money(offer.terms?.deliveryCost ?? null, offer.currency),
        whole(offer.terms?.leadDays ?? null),
        { at: offer.submittedAt },
        notes ? text(notes) : null,
        marks ? text(marks) : null,
        text(offer.currency),
        ...orderedCells(comparison, mainOrdered(offer), offer.currency),
      ],
    };
  };
  const alternatives = comparison.offers.flatMap((offer) =>
    comparison.formats.flatMap((format) => {
      const alternative = offer.prices.find((p) => p.id === format.id)?.alternative;
      if (!alternative) return [];
      const prices = { price: alternative.price, scales: alternative.scales, runOnPer1000: null };
      const ordered = alternativeOrdered(offer, format);
      const waiting = offer.staleFormats.includes(format.id);
      const described = `${format.title}: ${alternative.description}${waiting ? ` (${texts.stale})` : ''}`;
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
                offer.currency,
              ),
            ),
            ...earlierCells(comparison, null),
            null,
            ...(foreign ? [null] : []),
            ...scoreCells(comparison, null, texts, language),
            null,
            null,
            { at: offer.submittedAt },
            text(notes.join('; ')),
            null,
            text(offer.currency),
            ...orderedCells(comparison, ordered, offer.currency),
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
      ...earlierCells(comparison, null),
      null,
      ...(foreign ? [null] : []),
      ...scoreCells(comparison, null, texts, language),
      null,
      null,
      { at: d.at },
      text(d.reason),
      null,
      null,
      ...unordered,
    ],
  }));
  return {
    columns: [
      { label: texts.supplier, kind: 'text' },
      { label: texts.status, kind: 'text' },
      ...priceHeaders(columns, texts, language),
      ...earlierHeaders(comparison, texts, (label) => convertedLabel(comparison, label)),
      { label: convertedLabel(comparison, totalLabel(comparison, texts)), kind: 'money' },
      ...(foreign ? [{ label: texts.quotedTotal, kind: 'money' as const }] : []),
      ...scoreHeaders(comparison, texts),
      { label: texts.deliveryCost, kind: 'money' },
      { label: texts.leadDays, kind: 'whole' },
      { label: texts.submittedAt, kind: 'at' },
      { label: texts.notes, kind: 'text' },
      { label: texts.marks, kind: 'text' },
      { label: texts.currency, kind: 'text' },
      ...orderedHeaders(comparison, texts),
    ],
    rows: [...comparison.offers.map(offerRow), ...alternatives, ...declined],
  };
}

/** Every revision of every offer, printshop by printshop (the comparison's order), oldest first, each in its currency. */
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
      allRevisions(offer)
        .toReversed()
        .map((revision) => ({
          kind: waitsWhole(offer) ? ('stale' as const) : ('offer' as const),
          cells: [
            text(offer.name),
            { at: revision.at },
            money(revision.sum, revision.currency),
            ...columns.map((c) => money(priceIn(revision.prices, c), revision.currency)),
          ],
        })),
    ),
  };
}
