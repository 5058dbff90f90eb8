import { isCurrency, type Currency } from '../../shared/currencies.ts';
import type { Language } from '../../shared/languages.ts';
import { termFits } from '../../shared/limits.ts';
import { apiPrice, checkAmount, formatCount, priceText, type PriceProblem } from '../../shared/money.ts';
import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import { versionChanges } from '../../shared/versions.ts';

type Format = PubOffer['task']['formats'][number];

/** Every input of the offer form by a key of its own: prices per format and quantity, the alternative, terms. */
export const fieldKey = {
  price: (formatId: string) => formatId,
  scale: (formatId: string, count: number) => `${formatId}@${count}`,
  runOn: (formatId: string) => `${formatId}+run-on`,
  versionChange: (formatId: string) => `${formatId}+version-change`,
  altDescription: (formatId: string) => `${formatId}~description`,
  altPrice: (formatId: string) => `${formatId}~`,
  altScale: (formatId: string, count: number) => `${formatId}~@${count}`,
  /** The "No offer for this format" tick: `NO_OFFER` when ticked. */
  noOffer: (formatId: string) => `${formatId}!no-offer`,
  term: (name: TermName) => `terms.${name}`,
};

/** An input's id: the field's key made safe for an id. */
export const inputId = (key: string) => `field-${key.replace(/[^\w-]/g, '_')}`;

export const TERM_NAMES = [
  'oversPercent',
  'oversPer1000',
  'validDays',
  'quoteNumber',
  'note',
  'deliveryCost',
  'leadDays',
] as const;
export type TermName = (typeof TERM_NAMES)[number];

export type Values = Record<string, string>;

/** The value of a ticked "No offer for this format". */
export const NO_OFFER = 'yes';

/** Whether the printshop marked a format "no offer": it is left out of the body, its prices are not asked. */
export const isNoOffer = (values: Values, formatId: string) => values[fieldKey.noOffer(formatId)] === NO_OFFER;

/** Whether a field's key is one of a format's prices, its alternative or its "no offer" tick. */
export const isFormatKey = (key: string, formatId: string) =>
  key.startsWith(formatId) && /^(?:$|[@+~!])/.test(key.slice(formatId.length));

export type FieldError = PriceProblem | 'percent' | 'days' | 'leadDays' | 'description';

const priceOrEmpty = (cents: number | null | undefined, language: Language) =>
  cents === null || cents === undefined ? '' : priceText(cents, language);

/**
 * The form's values from the printshop's current offer (empty fields before the first one). A format its offer
 * leaves out is ticked "no offer", unless an amendment added it since: the printshop has not decided on it yet.
 * A format changed since it was priced (`staleFormats`) starts with empty prices: its old ones were for another
 * quantity or spec, and one tap on "confirm" must not send them again (the page shows them struck through).
 */
/** The form's key of the currency picked (docs/product.md#currencies): not a price. */
export const CURRENCY_KEY = 'currency';

/** The currency the form quotes in: the one picked, else the offer's (its current one, or the task's first). */
export const offerCurrency = (offer: PubOffer, values: Values): Currency => {
  const picked = values[CURRENCY_KEY];
  return isCurrency(picked) && offer.task.currencies.includes(picked) ? picked : offer.supplierTask.currency;
};

export function initialValues(offer: PubOffer): Values {
  const language = offer.supplier.language;
  // No currency picked yet: the offer's (offerCurrency); a body names one only once the printshop picked it.
  const values: Values = {};
  const { submittedAt, staleFormats } = offer.supplierTask;
  const addedSince = new Set(
    offer.task.amendments.flatMap((a) =>
      submittedAt !== null && a.createdAt > submittedAt
        ? a.changes.flatMap((c) => (c.field === 'format' && c.change === 'added' ? [c.formatId] : []))
        : [],
    ),
  );
  for (const entry of offer.supplierTask.formats) {
    if (submittedAt !== null && entry.price === null && !addedSince.has(entry.id)) {
      values[fieldKey.noOffer(entry.id)] = NO_OFFER;
    }
    const changed = staleFormats.includes(entry.id);
    const price = (cents: number | null | undefined) => (changed ? '' : priceOrEmpty(cents, language));
    values[fieldKey.price(entry.id)] = price(entry.price);
    for (const s of entry.scales) values[fieldKey.scale(entry.id, s.count)] = price(s.price);
    values[fieldKey.runOn(entry.id)] = price(entry.runOnPer1000);
    values[fieldKey.versionChange(entry.id)] = price(entry.versionChangePrice);
    if (entry.alternative) {
      values[fieldKey.altDescription(entry.id)] = entry.alternative.description;
      values[fieldKey.altPrice(entry.id)] = price(entry.alternative.price);
      for (const s of entry.alternative.scales) values[fieldKey.altScale(entry.id, s.count)] = price(s.price);
    }
  }
  const terms = offer.supplierTask.terms;
  const price = (cents: number | null) => priceOrEmpty(cents, language);
  if (terms) {
    values[fieldKey.term('oversPercent')] =
      terms.oversPercent === null ? '' : formatCount(terms.oversPercent, language);
    values[fieldKey.term('oversPer1000')] = price(terms.oversPer1000);
    values[fieldKey.term('validDays')] = terms.validDays === null ? '' : String(terms.validDays);
    values[fieldKey.term('quoteNumber')] = terms.quoteNumber;
    values[fieldKey.term('note')] = terms.note;
    values[fieldKey.term('deliveryCost')] = price(terms.deliveryCost);
    values[fieldKey.term('leadDays')] = terms.leadDays === null ? '' : String(terms.leadDays);
  }
  return values;
}

/** The formats whose alternative is open in the form: those with one already. */
export const initialAlternatives = (offer: PubOffer): Set<string> =>
  new Set(offer.supplierTask.formats.filter((f) => f.alternative).map((f) => f.id));

/** A number as typed: a comma or a point before the decimals. */
const typedNumber = (text: string) => (/^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : NaN);

type Checked = {
  errors: Record<string, FieldError>;
  /** Every format is marked "no offer": at least one must be priced (PRICE_MISSING). */
  noneOffered: boolean;
  body: OfferBody | null;
  total: number;
  missing: number;
};

/**
 * What the form holds: each field's error, the body to send when there is none, the running total of the
 * count prices (what ranks) and how many of them are missing. Only the count prices are required, of the formats
 * not marked "no offer"; those are left out of the body, and at least one format must be priced. Prices are
 * read in the printshop's `language` ("1,234" is 1234 in English, no amount in German). Each price
 * carries its format's `revision`, the one the page priced: the server refuses it once an amendment changed that
 * format meanwhile (decision 026), and only then.
 */
export function checkOffer(
  formats: Format[],
  values: Values,
  alternatives: ReadonlySet<string>,
  language?: Language,
): Checked {
  const errors: Record<string, FieldError> = {};
  const value = (key: string) => (values[key] ?? '').trim();
  /** Cents of a price field, undefined when empty and optional; an error is noted. */
  const cents = (key: string, required: boolean): number | undefined => {
    const check = checkAmount(value(key), language);
    if (check.problem === 'required' && !required) return undefined;
    if (check.problem) errors[key] = check.problem;
    return check.cents;
  };
  const scales = (keyOf: (count: number) => string, counts: number[]) =>
    counts.flatMap((count) => {
      const c = cents(keyOf(count), false);
      return c === undefined ? [] : [{ count, price: apiPrice(c) }];
    });

  let total = 0;
  let missing = 0;
  const offered = formats.filter((f) => !isNoOffer(values, f.id));
  const entries = offered.map((f) => {
    const main = cents(fieldKey.price(f.id), true);
    if (main === undefined) missing += 1;
    else total += main;
    const runOn = f.runOn ? cents(fieldKey.runOn(f.id), false) : undefined;
    // Asked, the price per version change is required; its changes count into the total (shared/versions.ts).
    const versionChange = f.versionChangePrice ? cents(fieldKey.versionChange(f.id), true) : undefined;
    if (f.versionChangePrice) {
      if (versionChange === undefined) missing += 1;
      else if (main !== undefined) total += versionChanges(f.versions.length, versionChange);
    }
    let alternative: NonNullable<OfferBody['formats'][number]['alternative']> | undefined;
    if (alternatives.has(f.id)) {
      const description = value(fieldKey.altDescription(f.id));
      if (!description) errors[fieldKey.altDescription(f.id)] = 'description';
      const altPrice = cents(fieldKey.altPrice(f.id), true);
      const altScales = scales((count) => fieldKey.altScale(f.id, count), f.counts);
      if (description && altPrice !== undefined)
        alternative = { description, price: apiPrice(altPrice), scales: altScales };
    }
    return {
      id: f.id,
      price: main === undefined ? '' : apiPrice(main),
      revision: f.revision,
      scales: scales((count) => fieldKey.scale(f.id, count), f.counts),
      ...(runOn === undefined ? {} : { runOnPer1000: apiPrice(runOn) }),
      ...(versionChange === undefined ? {} : { versionChangePrice: apiPrice(versionChange) }),
      ...(alternative ? { alternative } : {}),
    };
  });

  const terms: NonNullable<OfferBody['terms']> = {};
  const percent = value(fieldKey.term('oversPercent'));
  if (percent) {
    const n = typedNumber(percent);
    if (!termFits('oversPercent', n)) errors[fieldKey.term('oversPercent')] = 'percent';
    else terms.oversPercent = n;
  }
  const overs = cents(fieldKey.term('oversPer1000'), false);
  if (overs !== undefined) terms.oversPer1000 = apiPrice(overs);
  const days = value(fieldKey.term('validDays'));
  if (days) {
    const n = typedNumber(days);
    if (!termFits('validDays', n)) errors[fieldKey.term('validDays')] = 'days';
    else terms.validDays = n;
  }
  // Delivery may cost nothing (0 €); it counts into the total that ranks.
  const deliveryKey = fieldKey.term('deliveryCost');
  const delivery = value(deliveryKey) ? checkAmount(value(deliveryKey), language) : null;
  if (delivery?.problem === 'zero') terms.deliveryCost = apiPrice(0);
  else if (delivery?.problem) errors[deliveryKey] = delivery.problem;
  else if (delivery) {
    terms.deliveryCost = apiPrice(delivery.cents);
    total += delivery.cents;
  }
  const lead = value(fieldKey.term('leadDays'));
  if (lead) {
    const n = typedNumber(lead);
    if (!termFits('leadDays', n)) errors[fieldKey.term('leadDays')] = 'leadDays';
    else terms.leadDays = n;
  }
  if (value(fieldKey.term('quoteNumber'))) terms.quoteNumber = value(fieldKey.term('quoteNumber'));
  if (value(fieldKey.term('note'))) terms.note = value(fieldKey.term('note'));

  const noneOffered = offered.length === 0;
  const valid = Object.keys(errors).length === 0 && !noneOffered;
  const currency = isCurrency(values[CURRENCY_KEY]) ? { currency: values[CURRENCY_KEY] } : {};
  const body = valid ? { formats: entries, ...(Object.keys(terms).length ? { terms } : {}), ...currency } : null;
  return { errors, noneOffered, body, total, missing };
}
