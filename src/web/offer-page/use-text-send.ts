import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { checkText, type TextProblem } from '../../shared/limits.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { getOffer, OfferError } from './offer-api.ts';
import type { OfferLink } from './offer-link.ts';
import { refusalText } from './refusal.ts';
import { texts } from './texts.ts';

type Options = {
  link: OfferLink;
  offer: PubOffer;
  update: (next: PubOffer) => void;
  max: number;
  problems: Record<TextProblem, string>;
  /** The field, focused when its text cannot be sent. */
  fieldId: string;
  send: (link: OfferLink, text: string) => Promise<PubOffer>;
  /** After the page shows the server's answer. */
  sent: () => void;
};

/**
 * A text the printshop sends the buyer (a question, a decline's reason): what is wrong with it (too long as
 * soon as it is, empty once sending was tried), the sending, the server's refusal. The offer the server
 * answers replaces the page's; after a 409 (closed meanwhile) the fresh one does, so the page shows why.
 */
export function useTextSend({ link, offer, update, max, problems, fieldId, send, sent }: Options) {
  const t = texts[offer.supplier.language];
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const problem = checkText(text, max);
  const error = problem === 'tooLong' || (problem && tried) ? problems[problem] : null;

  const change = (value: string) => {
    setText(value);
    setRefusal(null);
  };
  const reset = () => {
    setTried(false);
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (problem) return document.getElementById(fieldId)?.focus();
    setPending(true);
    try {
      const next = await send(link, text.trim());
      // On the page before `sent` runs: what it hands focus to may be new.
      flushSync(() => {
        update(next);
        setText('');
        setTried(false);
      });
      sent();
    } catch (failure) {
      setRefusal(refusalText(failure, t, problems));
      if (failure instanceof OfferError && failure.status === 409) {
        const fresh = await getOffer(link).catch(() => null);
        if (fresh) update(fresh);
      }
    } finally {
      setPending(false);
    }
  };

  return { text, error, refusal, pending, over: problem === 'tooLong', change, reset, submit };
}
