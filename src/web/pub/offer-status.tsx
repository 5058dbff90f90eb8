import { rankMessage } from '../../shared/ranking.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { TaskState } from '../../shared/task-state.ts';
import type { Texts } from './texts.ts';

type Tone = 'info' | 'success' | 'warning' | 'error';

/** The rank as SPEC.md §4 words it, and the colour it is shown in. */
export function rankText(offer: PubOffer, t: Texts): { text: string; tone: Tone } {
  const m = rankMessage(offer.position, offer.percentage);
  if (m.kind === 'none') return { text: t.rank.none, tone: 'info' };
  if (m.kind === 'best') return { text: t.rank.best, tone: 'success' };
  return m.band === 'top'
    ? { text: t.rank.top(m.place, m.percent), tone: 'warning' }
    : { text: t.rank.lower(m.place), tone: 'error' };
}

/** Where the offer stands, and whether it can still be changed. */
export function OfferStatus({ offer, t }: { offer: PubOffer; t: Texts }) {
  const ended = offer.task.state === TaskState.done;
  const rank = rankText(offer, t);
  return (
    <section className="status" aria-label={t.status}>
      {offer.task.open ? null : <p className="notice notice-closed">{ended ? t.ended : t.expired}</p>}
      {/* Once an offer was accepted the rank no longer matters; the winner hears by mail. */}
      {ended ? null : <p className={`notice notice-${rank.tone}`}>{rank.text}</p>}
    </section>
  );
}
