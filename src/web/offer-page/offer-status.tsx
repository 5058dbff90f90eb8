import { formatDateTime, formatTime, todayIn } from '../../shared/dates.ts';
import { formatCount, formatMoney } from '../../shared/money.ts';
import { placeMessage } from '../../shared/ranking.ts';
import type { PubOffer } from '../../shared/schemas/offers.ts';
import { TaskState } from '../../shared/task-state.ts';
import { DeclinedNotice } from './declined-notice.tsx';
import { offerStatusId } from './focus-ids.ts';
import { listOf, type Texts } from './texts.ts';

export type Tone = 'info' | 'success' | 'warning' | 'error';

/**
 * The offer was saved without a fresh place (the hourly limit, docs/product.md#offers-and-ranks): when its rank
 * updates again, in the reader's time; once that time has come, that sending it again shows it. Null otherwise.
 */
export function heldText(offer: PubOffer, t: Texts, now = Date.now()): string | null {
  if (offer.rankUpdatesAt === null) return null;
  return offer.rankUpdatesAt > now ? t.rank.held(formatTime(offer.rankUpdatesAt, offer.timeZone)) : t.rank.heldPast;
}

/**
 * When the place shown was taken (the printshop's own last ranked change, docs/product.md#offers-and-ranks), in
 * the reader's time: hh:mm today, else date and time. Null when places are counted now (offers closed).
 */
export function asOfText(offer: PubOffer, t: Texts, now = Date.now()): string | null {
  if (offer.rankAt === null) return null;
  const { timeZone } = offer;
  const when = formatDateTime(offer.rankAt, timeZone, offer.supplier.language);
  const today = todayIn(timeZone, new Date(now)) === todayIn(timeZone, new Date(offer.rankAt));
  return t.rank.asOf(today ? formatTime(offer.rankAt, timeZone) : when);
}

/**
 * The rank as docs/product.md#offers-and-ranks words it, and the colour it is shown in. A partial offer has
 * no whole place: the page says how many formats it priced, and each format its own place. A whole place
 * notes the offers for some formats only (`note`), which it does not count.
 */
// A place behind the best is news, not a fault: neutral in the upper half, amber in the lower (docs/product.md#offers-and-ranks).
const placeTone = (band: 'top' | 'lower'): Tone => (band === 'top' ? 'info' : 'warning');

export function rankText(offer: PubOffer, t: Texts): { text: string; tone: Tone; note?: string; asOf?: string } {
  const { supplierTask } = offer;
  // Sealed bids have no rank before the opening (not a whole one, nor per format): the page says the offer
  // came, or what sealed means.
  if (offer.task.sealed && offer.rank === null && offer.formatRanks.length === 0) {
    // Left out of a final round: its closed round's offer is open to the buyer already (docs/product.md#rounds).
    if (offer.roundClosed && supplierTask.submittedAt !== null) return { text: t.rank.onRecord, tone: 'info' };
    return { text: supplierTask.submittedAt === null ? t.rank.sealedNone : t.rank.sealed, tone: 'info' };
  }
  const partial =
    supplierTask.submittedAt !== null && !supplierTask.complete
      ? { priced: supplierTask.formats.filter((f) => f.price !== null).length, of: offer.task.formats.length }
      : null;
  const m = placeMessage(offer.rank, partial);
  // Held back with no place to show (it was of formats changed since): not "no offer yet".
  if (m.kind === 'none') return { text: heldText(offer, t) ?? t.rank.none, tone: 'info' };
  const asOf = asOfText(offer, t);
  const dated = asOf === null ? {} : { asOf };
  if (m.kind === 'partial') return { text: t.rank.partial(m.priced, m.of), tone: 'info', ...dated };
  const note = offer.partialOffers > 0 ? { note: t.rank.partialOffers(offer.partialOffers) } : {};
  if (m.kind === 'best') return { text: t.rank.best(m.of), tone: 'success', ...note, ...dated };
  return { text: t.rank.place(m.place, m.of), tone: placeTone(m.band), ...note, ...dated };
}

/** A format's own place among the current offers that priced it (by landed cost); null without one. */
export function formatRankText(offer: PubOffer, formatId: string, t: Texts): { text: string; tone: Tone } | null {
  const m = placeMessage(offer.formatRanks.find((r) => r.formatId === formatId) ?? null);
  if (m.kind === 'best') return { text: t.formatRank.best(m.of), tone: 'success' };
  if (m.kind === 'place') return { text: t.formatRank.place(m.place, m.of), tone: placeTone(m.band) };
  return null;
}

/** Where the offer stands, and whether it can still be changed; once awarded, what it won or that it did not. */
export function OfferStatus({ offer, t }: { offer: PubOffer; t: Texts }) {
  return (
    <section id={offerStatusId} className="status" aria-label={t.status} tabIndex={-1}>
      {offer.award ? <Outcome offer={offer} won={offer.award.won} t={t} /> : <Standing offer={offer} t={t} />}
    </section>
  );
}

/**
 * Before an award, what is true now: the request cancelled (with the buyer's word), or ended (a preview of
 * an accepted task), the deadline passed, a decline, an offer to confirm after an amendment, the rank (not in
 * an auction: its own box shows the live one). A
 * preview is closed only because it is one: its banner says so, not "the deadline has passed".
 */
function Standing({ offer, t }: { offer: PubOffer; t: Texts }) {
  const { task, supplierTask } = offer;
  if (task.state === TaskState.cancelled) {
    return (
      <div className="notice notice-closed">
        <p>
          <strong>{t.cancelledTitle}</strong>
        </p>
        <p>{t.cancelled}</p>
        {task.cancelMessage?.trim() ? <blockquote className="message">{task.cancelMessage.trim()}</blockquote> : null}
      </div>
    );
  }
  if (task.state === TaskState.done) return <p className="notice notice-closed">{t.ended}</p>;
  // A preview has no offer and no rank: its banner says what it is.
  if (offer.preview) return null;
  // Closed by a final round (left out, or answered): its part says so, not "the deadline has passed".
  const expired = !task.open && !offer.roundClosed && !offer.round?.answer;
  const rank = rankText(offer, t);
  const held = heldText(offer, t);
  return (
    <>
      {expired ? <p className="notice notice-closed">{t.expired}</p> : null}
      {supplierTask.declined ? (
        <DeclinedNotice offer={offer} t={t} />
      ) : offer.auction ? null : !supplierTask.stale ? (
        // In an auction its box shows the live rank: this one, taken at the last offer, could say otherwise.
        <div className={`notice notice-${rank.tone}`}>
          <p>{rank.text}</p>
          {rank.note ? <p className="rank-note">{rank.note}</p> : null}
          {rank.asOf ? <p className="rank-note">{rank.asOf}</p> : null}
          {held && held !== rank.text ? <p className="rank-note">{held}</p> : null}
        </div>
      ) : expired ? null : (
        <ToConfirm offer={offer} t={t} />
      )}
    </>
  );
}

/**
 * After an amendment, what waits (docs/product.md#amendments): how many formats changed, which, and that the
 * other prices stay valid. Places per format cover the current prices only; the line says for how many formats
 * the offer has one and which to confirm to be ranked for them. Only formats this printshop priced are named.
 */
function ToConfirm({ offer, t }: { offer: PubOffer; t: Texts }) {
  const { task, supplierTask } = offer;
  const n = supplierTask.staleFormats.length;
  const titles = listOf(
    task.formats.filter((f) => supplierTask.staleFormats.includes(f.id)).map((f) => f.title),
    offer.supplier.language,
  );
  const ranked = offer.formatRanks.length;
  const asOf = ranked > 0 ? asOfText(offer, t) : null;
  return (
    <div className="notice notice-warning">
      <p>
        <strong>{t.changed.title(n, task.formats.length)}</strong>
      </p>
      <p>{t.changed.text(titles, n)}</p>
      {task.sealed ? null : (
        <p className="rank-note">
          {ranked > 0 ? t.changed.covers(ranked, task.formats.length, titles, n) : t.changed.unranked(titles, n)}
        </p>
      )}
      {asOf ? <p className="rank-note">{asOf}</p> : null}
    </div>
  );
}

type Won = NonNullable<PubOffer['award']>['won'];

/** A winner reads what it won (the order follows by mail), a printshop that offered in vain a thank-you. */
function Outcome({ offer, won, t }: { offer: PubOffer; won: Won; t: Texts }) {
  const language = offer.supplier.language;
  if (won.length === 0) {
    return <p className="notice notice-closed">{offer.supplierTask.sum === null ? t.ended : t.lost}</p>;
  }
  const title = (formatId: string) => offer.task.formats.find((f) => f.id === formatId)?.title ?? '';
  return (
    <div className="notice notice-success">
      <p>{t.won}</p>
      <ul className="won">
        {won.map((w) => (
          <li key={w.formatId}>
            {t.wonLine(
              title(w.formatId),
              formatCount(w.count, language),
              formatMoney(w.price, offer.award!.currency, language),
            )}
            {w.alternative ? ` (${t.yourAlternative}: ${w.alternative})` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
