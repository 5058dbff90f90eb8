import type { z } from 'zod';
import type { OfferBody, OfferBodySchema, PriceEntry, Terms } from '../../../shared/schemas/offers.ts';
import type { TaskFormat } from '../../../shared/schemas/tasks.ts';
import { badRequest, refused } from '../../errors.ts';
import { changedMeanwhile } from './offer-writer.ts';

// A submission's body as stored: each format's prices checked against what the format asks for, and the terms.

type Entry = z.output<typeof OfferBodySchema>['formats'][number];

/** Prices for further quantities: each asked by the format, once; ascending. */
function scalesFor(format: TaskFormat, scales: Entry['scales'], field: string) {
  const given = new Set<number>();
  (scales ?? []).forEach((s, j) => {
    if (!format.counts.includes(s.count)) {
      throw badRequest('QUANTITY_NOT_ASKED', `A price for ${s.count} pieces was not asked for.`, `${field}.${j}.count`);
    }
    if (given.has(s.count)) {
      throw badRequest('QUANTITY_REPEATED', `${s.count} pieces are priced twice.`, `${field}.${j}.count`);
    }
    given.add(s.count);
  });
  return [...(scales ?? [])].sort((a, b) => a.count - b.count);
}

/**
 * A format's prices as submitted, checked against what the format asks for, answering the revision the page
 * priced (or, from a client that names none, the format as it is).
 */
function entryFor(format: TaskFormat, e: Entry, field: string): PriceEntry {
  if (e.revision !== undefined && e.revision !== format.revision) throw refused(changedMeanwhile);
  if (e.runOnPer1000 !== undefined && !format.runOn) {
    throw badRequest('RUN_ON_NOT_ASKED', 'No price per additional 1,000 was asked for.', `${field}.runOnPer1000`);
  }
  const versionChange = versionChangeFor(format, e.versionChangePrice, `${field}.versionChangePrice`);
  const alternative = e.alternative && {
    description: e.alternative.description,
    price: e.alternative.price,
    scales: scalesFor(format, e.alternative.scales, `${field}.alternative.scales`),
  };
  return {
    id: format.id,
    price: e.price,
    revision: format.revision,
    count: format.count,
    scales: scalesFor(format, e.scales, `${field}.scales`),
    runOnPer1000: e.runOnPer1000 ?? null,
    alternative: alternative ?? null,
    ...versionChange,
  };
}

/**
 * The price per version change of an entry (docs/product.md#versions): required where the format asks for it, with
 * the number of versions it prices; refused where it does not (400 INVALID naming the field).
 */
function versionChangeFor(format: TaskFormat, price: number | undefined, field: string) {
  if (!format.versionChangePrice) {
    if (price !== undefined) throw badRequest('INVALID', 'No price per version change was asked for.', field);
    return {};
  }
  if (price === undefined) throw badRequest('INVALID', `${field}: Field is required`, field);
  return { versionChangePrice: price, versions: format.versions.length };
}

/**
 * Prices for the formats the printshop offers, in the task's order; 400 for an unknown or repeated one. A
 * format left out is "no offer" for it (at least one is priced: OfferBodySchema), or, with `keepOthers`, keeps
 * its current price (the writer merges them).
 */
export function pricesFor(formats: TaskFormat[], entries: Entry[]): PriceEntry[] {
  const byId = new Map(formats.map((f) => [f.id, f]));
  const given = new Map<string, PriceEntry>();
  entries.forEach((e, i) => {
    const format = byId.get(e.id);
    if (!format) throw badRequest('UNKNOWN_FORMAT', 'This format is not part of the task.', `formats.${i}.id`);
    if (given.has(e.id)) throw badRequest('FORMAT_REPEATED', 'This format is priced twice.', `formats.${i}.id`);
    given.set(e.id, entryFor(format, e, `formats.${i}`));
  });
  return formats.flatMap((f) => given.get(f.id) ?? []);
}

/** The terms as stored: what the printshop left out is null or empty; none at all is null. */
export function termsOf(t: OfferBody['terms']): Terms | null {
  if (!t) return null;
  const terms = {
    oversPercent: t.oversPercent ?? null,
    oversPer1000: (t.oversPer1000 as number | undefined) ?? null,
    validDays: t.validDays ?? null,
    quoteNumber: t.quoteNumber ?? '',
    note: t.note ?? '',
    deliveryCost: (t.deliveryCost as number | undefined) ?? null,
    leadDays: t.leadDays ?? null,
  };
  const stated = Object.values(terms).some((v) => v !== null && v !== '');
  return stated ? terms : null;
}
