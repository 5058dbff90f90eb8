import { useState, type FormEvent } from 'react';
import { checkAmount } from '../../shared/money.ts';
import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import { confirmationBody } from './confirmation.ts';
import { doubtsOf, type Doubt } from './doubts.ts';
import { draftText, readDraft, restoreDraft, sameValues, type DraftNotice } from './drafts.ts';
import { fieldErrorTexts, formFieldOf, serverFieldError } from './field-errors.ts';
import { getOffer, OfferError, sendBid, sendOffer } from './offer-api.ts';
import {
  checkOffer,
  CURRENCY_KEY,
  fieldKey,
  initialAlternatives,
  initialValues,
  inputId,
  isFormatKey,
  NO_OFFER,
  offerCurrency,
  type Values,
} from './offer-fields.ts';
import type { OfferLink } from './offer-link.ts';
import { priceDoubtsId } from './price-doubts.tsx';
import { normalizePrice } from './prices.ts';
import { shownError, texts } from './texts.ts';
import { useKeptDraft, useLeaveGuard } from './use-unsent.ts';

// Fields whose text is a price, normalised to two decimals once left.
const isPriceKey = (key: string) =>
  key !== CURRENCY_KEY && !/~description$|^terms\.(oversPercent|validDays|quoteNumber|note|leadDays)$/.test(key);
// A delivery cost may be nothing: 0 is free delivery, not a price left out.
const mayBeZero = (key: string) => key === fieldKey.term('deliveryCost');

/**
 * The offer page's fields: what was typed (restored from this browser's draft after a reload), the errors under
 * the fields, the running total of the prices that rank, the open alternatives, the prices to check before
 * sending, and the submission with the server's answer (the new rank) or its errors.
 */
export function useOfferForm(link: OfferLink, initial: PubOffer, onSubmitted: (offer: PubOffer) => void) {
  const [offer, setOffer] = useState(initial);
  const language = offer.supplier.language;
  const t = texts[language];
  const [start] = useState(() => {
    const sent = { values: initialValues(initial), alternatives: initialAlternatives(initial) };
    return { sent, ...restoreDraft(initial, readDraft(link), sent) };
  });
  const [values, setValues] = useState<Values>(start.values);
  const [alternatives, setAlternatives] = useState<ReadonlySet<string>>(start.alternatives);
  // The form as the offer sent last fills it: what a confirmation compares with, what "discard" goes back to.
  const [saved, setSaved] = useState(start.sent);
  const [draftNotice, setDraftNotice] = useState<DraftNotice | null>(start.notice);
  const dirty = !sameValues(values, saved.values) || !sameSet(alternatives, saved.alternatives);
  // A closed request, a preview and an ended auction take nothing, and keep no draft.
  const editable = offer.task.open && !offer.preview && offer.auction?.state !== 'ended';
  useLeaveGuard(dirty);
  useKeptDraft(link, editable && dirty ? draftText(offer, values, alternatives) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A 409's code: the auction part words its own (BID_TOO_HIGH, AUCTION_RUNNING, …) beside the button.
  const [bidRefusal, setBidRefusal] = useState<string | null>(null);
  const [doubts, setDoubts] = useState<Doubt[] | null>(null);
  const [notInvited, setNotInvited] = useState(false);
  const [pending, setPending] = useState(false);

  const formats = offer.task.formats;
  const checked = checkOffer(formats, values, alternatives, language);
  const messages = fieldErrorTexts(language);

  const change = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    setDoubts(null);
    setBidRefusal(null);
  };

  /** Back to the offer as sent: the restored draft's prices go. */
  const discardDraft = () => {
    setValues(saved.values);
    setAlternatives(saved.alternatives);
    setErrors({});
    setDoubts(null);
    setDraftNotice(null);
  };

  const blur = (key: string) => {
    if (!isPriceKey(key)) return;
    const text = values[key] ?? '';
    const { problem } = checkAmount(text, language);
    if (problem && problem !== 'required' && !(problem === 'zero' && mayBeZero(key))) {
      setErrors((e) => ({ ...e, [key]: messages[problem] }));
    }
    setValues((v) => ({ ...v, [key]: normalizePrice(text, language) }));
  };

  /** Ticked, the format is left out of the offer: its prices hide, their errors go. */
  const toggleNoOffer = (formatId: string, none: boolean) => {
    setValues((v) => ({ ...v, [fieldKey.noOffer(formatId)]: none ? NO_OFFER : '' }));
    setDoubts(null);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !isFormatKey(key, formatId))));
    setFormError((f) => (f === t.errors.PRICE_MISSING ? null : f));
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

  const failed = async (error: unknown, body: OfferBody) => {
    if (!(error instanceof OfferError)) return setFormError(t.errors.OTHER);
    if (error.status === 404) return setNotInvited(true);
    if (error.status === 409) {
      const fresh = await getOffer(link).catch(() => null);
      // An auction's refusal (a bid too high, offers while it runs or after it): the auction part words it.
      setBidRefusal(error.code);
      // Amended meanwhile: the fresh formats and changes, and what was typed kept, to be checked and sent again.
      if (error.code === 'TENDER_CHANGED') {
        if (fresh) amended(fresh);
        return setFormError(t.errors.TENDER_CHANGED);
      }
      // Accepted, cancelled or past the deadline meanwhile: the fresh offer shows which, with the fields disabled.
      setOffer(fresh ?? { ...offer, task: { ...offer.task, open: false } });
      return;
    }
    if (error.key === 'priceMissing') return setFormError(t.errors.PRICE_MISSING);
    // The page checks every field; what the server still refuses is shown at its field, in the page's words.
    const key = formFieldOf(error.field, body);
    if (key) {
      const text =
        error.code === 'INVALID' ? messages[serverFieldError(key, error.key)] : t.errors[shownError(error.code)];
      setErrors((e) => ({ ...e, [key]: text }));
      document.getElementById(inputId(key))?.focus();
      return;
    }
    setFormError(t.errors[shownError(error.code)]);
  };

  /**
   * An amendment came while the printshop typed: the fresh formats, and what was typed kept, except for the formats
   * it changed, which start again empty with their earlier prices struck through (their typed prices were for the
   * old quantity or spec).
   */
  const amended = (fresh: PubOffer) => {
    const changed = fresh.task.formats
      .filter((f) => offer.task.formats.find((o) => o.id === f.id)?.revision !== f.revision)
      .map((f) => f.id);
    const sent = { values: initialValues(fresh), alternatives: initialAlternatives(fresh) };
    setOffer(fresh);
    setSaved(sent);
    setValues((v) => ({
      ...Object.fromEntries(Object.entries(v).filter(([key]) => !changed.some((id) => isFormatKey(key, id)))),
      ...Object.fromEntries(Object.entries(sent.values).filter(([key]) => changed.some((id) => isFormatKey(key, id)))),
    }));
  };

  /** Sends the offer; `anyway`: past the prices the page doubted, as the printshop chose. */
  const send = async (anyway: boolean) => {
    if (!editable) return;
    const wrong = Object.entries(checked.errors);
    setErrors(Object.fromEntries(wrong.map(([key, error]) => [key, messages[error]])));
    // Every format marked "no offer": said beside the button; the printshop unticks one and prices it.
    setFormError(checked.noneOffered ? t.errors.PRICE_MISSING : null);
    setBidRefusal(null);
    if (!checked.body) {
      if (wrong[0]) document.getElementById(inputId(wrong[0][0]))?.focus();
      return;
    }
    const doubted = anyway ? [] : doubtsOf(offer, values);
    setDoubts(doubted.length ? doubted : null);
    if (doubted.length) {
      requestAnimationFrame(() => document.getElementById(priceDoubtsId)?.focus());
      return;
    }
    // A confirmation after an amendment sends only what changed; the server keeps the rest (decision 026).
    const { staleFormats } = offer.supplierTask;
    const priced = new Set(offer.supplierTask.formats.filter((f) => f.price !== null).map((f) => f.id));
    const body = staleFormats.length
      ? confirmationBody(checked.body, { values, alternatives }, { ...saved, priced, stale: staleFormats })
      : checked.body;
    setPending(true);
    try {
      // While the auction runs the form places bids (docs/product.md#auctions).
      const next = await (offer.auction?.state === 'running' ? sendBid : sendOffer)(link, body);
      setOffer(next);
      const sent = { values: initialValues(next), alternatives: initialAlternatives(next) };
      setValues(sent.values);
      setAlternatives(sent.alternatives);
      setSaved(sent);
      setDraftNotice(null);
      onSubmitted(next);
    } catch (error) {
      await failed(error, body);
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  /** Back to the first doubted price, its text selected to be typed over. */
  const checkDoubts = () => {
    const first = doubts?.[0];
    setDoubts(null);
    if (first) document.getElementById(inputId(first.key))?.focus();
  };

  const { total, missing } = checked;
  return {
    t,
    offer,
    values,
    errors,
    alternatives,
    formError,
    bidRefusal,
    doubts,
    draftNotice,
    notInvited,
    pending,
    total,
    missing,
    /** The currency picked: the total and every amount the page shows are in it. */
    currency: offerCurrency(offer, values),
    change,
    blur,
    toggleAlternative,
    toggleNoOffer,
    submit,
    sendAnyway: () => void send(true),
    checkDoubts,
    discardDraft,
    /** A newer offer from another call (a question, a decline): what was typed stays. */
    update: setOffer,
  };
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));
