import { useState, type FormEvent } from 'react';
import type { Language } from '../../shared/languages.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { getOffer, OfferError, sendOffer } from './offer-api.ts';
import type { OfferLink } from './offer-link.ts';
import { apiPrice, checkPrice, normalizePrice, priceText } from './prices.ts';
import { priceInputId } from './format-price.tsx';
import { shownError, texts } from './texts.ts';

type ById = Record<string, string>;

const pricesOf = (offer: PubOffer, language: Language): ById =>
  Object.fromEntries(
    offer.supplierTask.formats.map((f) => [f.id, f.price === null ? '' : priceText(f.price, language)]),
  );

/**
 * The price fields of the offer page: what was typed, the errors under the fields, the running total, and
 * the submission with the server's answer (the new rank) or its errors.
 */
export function useOfferForm(link: OfferLink, initial: PubOffer, onSubmitted: (offer: PubOffer) => void) {
  const [offer, setOffer] = useState(initial);
  const language = offer.supplier.language;
  const t = texts[language];
  const [prices, setPrices] = useState(() => pricesOf(initial, language));
  const [errors, setErrors] = useState<ById>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notInvited, setNotInvited] = useState(false);
  const [pending, setPending] = useState(false);

  const formats = offer.task.formats;
  const checks = formats.map((f) => checkPrice(prices[f.id] ?? ''));
  const total = checks.reduce((sum, c) => sum + (c.cents ?? 0), 0);
  const missing = checks.filter((c) => c.cents === undefined).length;

  const errorText = (error: 'required' | 'invalid' | 'tooLarge') =>
    ({ required: t.priceRequired, invalid: t.priceInvalid, tooLarge: t.priceTooLarge })[error];

  const change = (id: string, value: string) => {
    setPrices((p) => ({ ...p, [id]: value }));
    setErrors(({ [id]: _, ...rest }) => rest);
  };

  const blur = (id: string) => {
    const text = prices[id] ?? '';
    const { error } = checkPrice(text);
    if (error && error !== 'required') setErrors((e) => ({ ...e, [id]: errorText(error) }));
    setPrices((p) => ({ ...p, [id]: normalizePrice(text, language) }));
  };

  const failed = async (error: unknown) => {
    if (!(error instanceof OfferError)) return setFormError(t.errors.OTHER);
    if (error.status === 404) return setNotInvited(true);
    if (error.status === 409) {
      // Accepted or past the deadline meanwhile: the fresh offer shows which, with the fields disabled.
      const fresh = await getOffer(link).catch(() => null);
      setOffer(fresh ?? { ...offer, task: { ...offer.task, open: false } });
      return;
    }
    const index = /^formats\.(\d+)\./.exec(error.field ?? '')?.[1];
    const format = index === undefined ? undefined : formats[Number(index)];
    if (format) {
      setErrors((e) => ({
        ...e,
        [format.id]: error.code === 'INVALID' ? t.priceInvalid : t.errors[shownError(error.code)],
      }));
      document.getElementById(priceInputId(format.id))?.focus();
      return;
    }
    setFormError(t.errors[shownError(error.code)]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = formats.flatMap((f, i) => (checks[i]!.error ? [[f.id, errorText(checks[i]!.error)] as const] : []));
    setErrors(Object.fromEntries(invalid));
    setFormError(null);
    if (invalid.length > 0) {
      document.getElementById(priceInputId(invalid[0]![0]))?.focus();
      return;
    }
    setPending(true);
    try {
      const next = await sendOffer(link, {
        formats: formats.map((f, i) => ({ id: f.id, price: apiPrice(checks[i]!.cents!) })),
      });
      setOffer(next);
      setPrices(pricesOf(next, language));
      onSubmitted(next);
    } catch (error) {
      await failed(error);
    } finally {
      setPending(false);
    }
  };

  return { t, offer, prices, errors, formError, notInvited, pending, total, missing, change, blur, submit };
}
