import { REASON_MAX } from '../../shared/limits.ts';
import { formatCount } from '../../shared/money.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { declinedNoticeId, offerStatusId } from './focus-ids.ts';
import { declineOffer } from './offer-api.ts';
import type { OfferLink } from './offer-link.ts';
import { texts } from './texts.ts';
import { useTextSend } from './use-text-send.ts';

export const declineIds = { opener: 'decline-open', dialog: 'decline-dialog', reason: 'decline-reason' };

const dialog = () => document.getElementById(declineIds.dialog) as HTMLDialogElement | null;
const focus = (id: string) => document.getElementById(id)?.focus();

/**
 * The decline dialog: opened as a modal (the browser keeps focus in it and closes it on Escape), the reason
 * with its errors, the sending, the server's refusal. When it closes, focus goes to the notice of the
 * decline made, else back to the button that opened it, else (closed meanwhile) to the offer's status.
 */
export function useDecline(link: OfferLink, offer: PubOffer, update: (next: PubOffer) => void, onSent: () => void) {
  const language = offer.supplier.language;
  const t = texts[language];
  const close = () => dialog()?.close();
  const form = useTextSend({
    link,
    offer,
    update,
    max: REASON_MAX,
    problems: { required: t.decline.required, tooLong: t.decline.tooLong(formatCount(REASON_MAX, language)) },
    fieldId: declineIds.reason,
    send: declineOffer,
    sent: () => {
      close();
      onSent();
    },
  });
  const open = () => {
    form.reset();
    dialog()?.showModal();
    focus(declineIds.reason);
  };
  const closed = () =>
    focus([declinedNoticeId, declineIds.opener].find((id) => document.getElementById(id)) ?? offerStatusId);
  return { ...form, open, close, closed };
}
