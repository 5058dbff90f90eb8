import { formatDateTime, unbrokenDate } from '../../shared/dates.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { declineState } from './talk-state.ts';
import type { Texts } from './texts.ts';
import { declinedNoticeId } from './focus-ids.ts';

/**
 * The printshop declined: when, its reason, and, while the request is open, that an offer until the deadline
 * undoes it. Focusable, so the decline dialog can hand focus to it.
 */
export function DeclinedNotice({ offer, t }: { offer: PubOffer; t: Texts }) {
  const state = declineState(offer);
  if (state.kind !== 'declined') return null;
  const language = offer.supplier.language;
  const deadline = offer.task.deadlineDate;
  return (
    <div id={declinedNoticeId} className="notice notice-closed" tabIndex={-1}>
      <p>
        <strong>{t.decline.declinedTitle}</strong>
      </p>
      <p>{t.decline.declinedAt(formatDateTime(state.at, offer.timeZone, language))}</p>
      <blockquote className="message">{state.reason}</blockquote>
      {state.undoable ? (
        <p>{deadline ? t.decline.undo(unbrokenDate(deadline, language)) : t.decline.undoOpen}</p>
      ) : null}
    </div>
  );
}
