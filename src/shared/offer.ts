/**
 * What an offer is, per format (docs/product.md#amendments, docs/decisions/026): each format of a task has a
 * revision, raised by every amendment that changes what is priced (its quantities, run-on wish or spec); each
 * price of an offer answers the revision it was given for. A price is current while it answers its format's
 * revision; one for an earlier revision waits for the printshop to confirm it, and only that format waits. The
 * server's offers module, the printshop's page and the staff pages all read offers through these rules. No zod.
 */

import { wholePrice, type VersionedPrice } from './versions.ts';

/** A format as offers answer it: its id and its revision. */
export type RevisedFormat = { id: string; revision: number };

/** A price of an offer as these rules read it: for which format, how much, for which of its revisions. */
export type AnsweringPrice = { id: string; price: number; revision: number };

export type OfferStanding<P extends AnsweringPrice> = {
  /** The prices that answer the formats as they are, in the formats' order: what ranks and can be awarded. */
  current: P[];
  /** The formats it priced for an earlier revision, in the formats' order: to be confirmed. */
  staleFormats: string[];
  /** It prices every format as it is: it ranks as a whole and can be awarded whole. */
  complete: boolean;
};

/** Whether a price answers its format as it is. */
export const answersFormat = (price: AnsweringPrice, format: RevisedFormat): boolean =>
  price.id === format.id && price.revision >= format.revision;

/**
 * An offer's prices against the task's formats: which are current, which formats wait for a confirmation, and
 * whether it prices them all. A price for a format the task no longer has counts nowhere.
 */
export function standingOf<P extends AnsweringPrice>(
  prices: readonly P[],
  formats: readonly RevisedFormat[],
): OfferStanding<P> {
  const byId = new Map(prices.map((p) => [p.id, p]));
  const current: P[] = [];
  const staleFormats: string[] = [];
  for (const f of formats) {
    const p = byId.get(f.id);
    if (!p) continue;
    if (answersFormat(p, f)) current.push(p);
    else staleFormats.push(f.id);
  }
  return { current, staleFormats, complete: current.length === formats.length && formats.length > 0 };
}

/**
 * What an offer's current prices cost delivered (landed): their count prices and the offer's delivery cost, once
 * (null: none stated, counted as 0), each with its version changes (shared/versions.ts). Further quantities,
 * run-on and alternatives never count here.
 */
export const landedTotal = (current: readonly VersionedPrice[], deliveryCost: number | null): number =>
  current.reduce((total, p) => total + wholePrice(p), deliveryCost ?? 0);

/** The highest revision of the formats, the task's `pricesRevision`: 0 without formats. */
export const highestRevision = (formats: readonly RevisedFormat[]): number =>
  formats.reduce((max, f) => Math.max(max, f.revision), 0);

/**
 * Whether a format came with an amendment after the offer was last sent (`addedAt`, null for one the task was sent
 * with): the offer could not price it, so it did not leave it out either.
 */
export const addedAfter = (format: { addedAt: number | null }, submittedAt: number): boolean =>
  format.addedAt !== null && submittedAt < format.addedAt;

/**
 * Whether every price an offer gave waits to be confirmed: it stands apart from the others, greyed, until the
 * printshop confirms (docs/product.md#comparison). An offer with some current prices shows them as current.
 */
export const waitsWhole = (offer: { prices: readonly { id: string }[]; staleFormats: readonly string[] }): boolean =>
  offer.staleFormats.length > 0 && offer.prices.every((p) => offer.staleFormats.includes(p.id));
