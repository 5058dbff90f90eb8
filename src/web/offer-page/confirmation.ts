import type { OfferBody } from '../../shared/schemas/offers.ts';
import { isFormatKey, type Values } from './offer-fields.ts';

/** What the page sent last (the current offer), to tell what a confirmation changes. */
export type Sent = {
  values: Values;
  alternatives: ReadonlySet<string>;
  /** The formats the current offer prices, current or waiting to be confirmed. */
  priced: ReadonlySet<string>;
  /** The formats whose price waits to be confirmed after an amendment (`staleFormats`). */
  stale: readonly string[];
};

const isAlternativeKey = (key: string, formatId: string) => key.slice(formatId.length).startsWith('~');

/**
 * The body that confirms an offer after an amendment (decision 026): the changed formats, and any other the
 * printshop edited, each with its format's revision, and `keepOthers`, so the server keeps the other prices and,
 * when the terms were not touched, the terms. Keeping cannot say "no offer" or "no terms": when the printshop
 * withdrew a priced format or cleared every term, the whole offer goes as it is on the page.
 */
export function confirmationBody(
  body: OfferBody,
  now: { values: Values; alternatives: ReadonlySet<string> },
  sent: Sent,
) {
  const stale = new Set(sent.stale);
  const keys = [...new Set([...Object.keys(now.values), ...Object.keys(sent.values)])];
  const differs = (key: string) => (now.values[key] ?? '').trim() !== (sent.values[key] ?? '').trim();
  // A closed alternative's fields are not sent: what they hold does not count.
  const edited = (formatId: string) =>
    now.alternatives.has(formatId) !== sent.alternatives.has(formatId) ||
    keys.some(
      (key) =>
        isFormatKey(key, formatId) &&
        differs(key) &&
        (!isAlternativeKey(key, formatId) || now.alternatives.has(formatId)),
    );
  const named = new Set(body.formats.map((f) => f.id));
  const withdrawn = [...sent.priced].some((id) => !named.has(id));
  const termsEdited = keys.some((key) => key.startsWith('terms.') && differs(key));
  if (withdrawn || (termsEdited && !body.terms)) return body;
  return {
    formats: body.formats.filter((f) => stale.has(f.id) || edited(f.id)),
    ...(termsEdited ? { terms: body.terms } : {}),
    keepOthers: true,
  } satisfies OfferBody;
}
