import type { Language } from '../../shared/languages.ts';
import { TERM_LIMITS, type LimitedTerm } from '../../shared/limits.ts';
import { formatCount, MAX_PRICE_CENTS, priceText } from '../../shared/money.ts';
import type { OfferBody } from '../../shared/schemas/offers.ts';
import { fieldKey, type FieldError, type TermName } from './offer-fields.ts';
import { texts } from './texts.ts';

/** The text under a field for each error, in the printshop's language, the limits in its number format. */
export function fieldErrorTexts(language: Language): Record<FieldError, string> {
  const t = texts[language];
  const range = (term: LimitedTerm) =>
    [TERM_LIMITS[term].min, TERM_LIMITS[term].max].map((n) => formatCount(n, language)) as [string, string];
  return {
    required: t.priceRequired,
    invalid: t.priceInvalid,
    negative: t.priceNegative,
    zero: t.priceZero,
    // The limit holds in whichever currency the printshop quotes: the figure without a sign.
    tooLarge: t.priceTooLarge(priceText(MAX_PRICE_CENTS, language)),
    decimals: t.priceDecimals,
    percent: t.percentInvalid(...range('oversPercent')),
    days: t.daysInvalid(...range('validDays')),
    leadDays: t.leadDaysInvalid(...range('leadDays')),
    description: t.descriptionRequired,
  };
}

// The server's price rules by their validation key (src/shared/validation.ts): the same errors as the page's.
const priceIssues: Record<string, FieldError> = {
  price: 'invalid',
  priceNegative: 'negative',
  priceZero: 'zero',
  priceTooLarge: 'tooLarge',
  priceDecimals: 'decimals',
};

// Terms the server may refuse at their own field; the free texts are only limited in length.
const checkedTerms: TermName[] = ['oversPercent', 'oversPer1000', 'validDays', 'deliveryCost', 'leadDays'];
const isCheckedTerm = (name: string): name is TermName => (checkedTerms as string[]).includes(name);

/**
 * The form field a server's 400 names (`formats.0.scales.1.price`), read against the body that was sent:
 * its formats are the page's, in order. Any other part of a format is shown at its price; null when the
 * field is not one of the form's.
 */
export function formFieldOf(path: string | undefined, body: OfferBody): string | null {
  const term = /^terms\.(\w+)$/.exec(path ?? '')?.[1];
  if (term !== undefined) return isCheckedTerm(term) ? fieldKey.term(term) : null;
  const match = /^formats\.(\d+)(?:\.(.*))?$/.exec(path ?? '');
  const entry = match ? body.formats[Number(match[1])] : undefined;
  if (!match || !entry) return null;
  const rest = match[2] ?? '';
  const scale = /^(alternative\.)?scales\.(\d+)\b/.exec(rest);
  if (scale) {
    const count = (scale[1] ? entry.alternative?.scales : entry.scales)?.[Number(scale[2])]?.count;
    if (count !== undefined) return scale[1] ? fieldKey.altScale(entry.id, count) : fieldKey.scale(entry.id, count);
  }
  if (rest === 'runOnPer1000') return fieldKey.runOn(entry.id);
  if (rest === 'alternative.price') return fieldKey.altPrice(entry.id);
  if (rest.startsWith('alternative.description')) return fieldKey.altDescription(entry.id);
  return fieldKey.price(entry.id);
}

/** The page's error for a server's validation issue at a form field: a price rule, else the field's own. */
export function serverFieldError(formKey: string, issueKey: string | undefined): FieldError {
  if (issueKey !== undefined && Object.hasOwn(priceIssues, issueKey)) return priceIssues[issueKey]!;
  if (formKey === fieldKey.term('oversPercent')) return 'percent';
  if (formKey === fieldKey.term('validDays')) return 'days';
  if (formKey === fieldKey.term('leadDays')) return 'leadDays';
  if (formKey.endsWith('~description')) return 'description';
  return 'invalid';
}
