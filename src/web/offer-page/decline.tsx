import type { PubOffer } from '../../shared/schemas/offers.ts';
import { declineState } from './talk-state.ts';
import type { OfferLink } from './offer-link.ts';
import type { Texts } from './texts.ts';
import { declineIds, useDecline } from './use-decline.ts';

type Props = { link: OfferLink; offer: PubOffer; t: Texts; update: (next: PubOffer) => void; onSent: () => void };

/**
 * "Decline to offer" while the request is open and no offer is made, and its dialog asking the reason. The
 * dialog stays mounted when the action goes (closed meanwhile), so it can say why it was refused.
 */
export function Decline({ link, offer, t, update, onSent }: Props) {
  const d = useDecline(link, offer, update, onSent);
  const available = declineState(offer).kind === 'available';
  const described = ['decline-reason-hint', d.error ? 'decline-reason-error' : null].filter(Boolean).join(' ');
  return (
    <>
      {available ? (
        <section className="card decline" aria-labelledby="decline-heading">
          <h2 id="decline-heading">{t.decline.title}</h2>
          <p className="hint">{t.decline.intro}</p>
          <button id={declineIds.opener} type="button" className="button button-secondary" onClick={d.open}>
            {t.decline.action}
          </button>
        </section>
      ) : null}
      <dialog
        id={declineIds.dialog}
        className="dialog"
        aria-labelledby="decline-dialog-title"
        aria-describedby="decline-dialog-text"
        onClose={d.closed}
      >
        <form noValidate onSubmit={(e) => void d.submit(e)}>
          <h2 id="decline-dialog-title">{t.decline.action}</h2>
          <p id="decline-dialog-text">{t.decline.dialogText}</p>
          <div className="text-field">
            <label htmlFor={declineIds.reason}>{t.decline.reason}</label>
            <p id="decline-reason-hint" className="field-hint">
              {t.decline.reasonHint}
            </p>
            <textarea
              id={declineIds.reason}
              rows={4}
              value={d.text}
              aria-invalid={d.error ? true : undefined}
              aria-describedby={described}
              onChange={(e) => d.change(e.target.value)}
            />
            {d.error ? (
              <p id="decline-reason-error" className="field-error">
                {d.error}
              </p>
            ) : null}
          </div>
          {d.refusal ? (
            <p className="notice notice-error" role="alert">
              {d.refusal}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={d.close}>
              {t.decline.cancel}
            </button>
            <button type="submit" className="button" disabled={d.pending}>
              {d.pending ? t.sending : t.decline.confirm}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
