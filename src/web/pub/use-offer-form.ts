import { useState, type FormEvent } from 'react';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { getOffer, OfferError, sendOffer } from './offer-api.ts';
import {
  checkOffer,
  fieldKey,
  initialAlternatives,
  initialValues,
  inputId,
  type FieldError,
  type Values,
} from './offer-fields.ts';
import type { OfferLink } from './offer-link.ts';
import { checkPrice, normalizePrice } from './prices.ts';
import { shownError, texts, type Texts } from './texts.ts';

const errorTexts = (t: Texts): Record<FieldError, string> => ({
  required: t.priceRequired,
  invalid: t.priceInvalid,
  tooLarge: t.priceTooLarge,
  percent: t.percentInvalid,
  days: t.daysInvalid,
  description: t.descriptionRequired,
});

// Fields whose text is a price, normalised to two decimals once left.
const isPriceKey = (key: string) => !/~description$|^terms\.(oversPercent|validDays|quoteNumber|note)$/.test(key);

/**
 * The offer page's fields: what was typed, the errors under the fields, the running total of the prices
 * that rank, the open alternatives, and the submission with the server's answer (the new rank) or its errors.
 */
export function useOfferForm(link: OfferLink, initial: PubOffer, onSubmitted: (offer: PubOffer) => void) {
  const [offer, setOffer] = useState(initial);
  const language = offer.supplier.language;
  const t = texts[language];
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const [alternatives, setAlternatives] = useState<ReadonlySet<string>>(() => initialAlternatives(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notInvited, setNotInvited] = useState(false);
  const [pending, setPending] = useState(false);

  const formats = offer.task.formats;
  const checked = checkOffer(formats, values, alternatives);
  const messages = errorTexts(t);

  const change = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const blur = (key: string) => {
    if (!isPriceKey(key)) return;
    const text = values[key] ?? '';
    const { error } = checkPrice(text);
    if (error && error !== 'required') setErrors((e) => ({ ...e, [key]: messages[error] }));
    setValues((v) => ({ ...v, [key]: normalizePrice(text, language) }));
  };

  const toggleAlternative = (formatId: string, open: boolean) => {
    setAlternatives((a) => {
      const next = new Set(a);
      if (open) next.add(formatId);
      else next.delete(formatId);
      return next;
    });
    if (open) requestAnimationFrame(() => document.getElementById(inputId(fieldKey.altDescription(formatId)))?.focus());
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
    // The page checks every field; what the server still refuses is shown at the format's price.
    const index = /^formats\.(\d+)\./.exec(error.field ?? '')?.[1];
    const format = index === undefined ? undefined : formats[Number(index)];
    if (format) {
      const key = fieldKey.price(format.id);
      setErrors((e) => ({ ...e, [key]: error.code === 'INVALID' ? t.priceInvalid : t.errors[shownError(error.code)] }));
      document.getElementById(inputId(key))?.focus();
      return;
    }
    setFormError(t.errors[shownError(error.code)]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = Object.entries(checked.errors);
    setErrors(Object.fromEntries(wrong.map(([key, error]) => [key, messages[error]])));
    setFormError(null);
    if (!checked.body) {
      document.getElementById(inputId(wrong[0]![0]))?.focus();
      return;
    }
    setPending(true);
    try {
      const next = await sendOffer(link, checked.body);
      setOffer(next);
      setValues(initialValues(next));
      setAlternatives(initialAlternatives(next));
      onSubmitted(next);
    } catch (error) {
      await failed(error);
    } finally {
      setPending(false);
    }
  };

  const { total, missing } = checked;
  return {
    t,
    offer,
    values,
    errors,
    alternatives,
    formError,
    notInvited,
    pending,
    total,
    missing,
    change,
    blur,
    toggleAlternative,
    submit,
  };
}
