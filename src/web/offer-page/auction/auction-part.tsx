import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { countdown, TICK_MS } from '../../../shared/countdown.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { formatMoney, numberLocales } from '../../../shared/money.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { OfferLink } from '../offer-link.ts';
import { auctionTexts } from './texts.ts';
import { useAuctionLive } from './use-auction-live.ts';

type Props = { link: OfferLink; offer: PubOffer; onChange: Dispatch<SetStateAction<PubOffer>> };

// The auction's totals are in the task's currency, whichever the printshop offers in.
const moneyOf = (offer: PubOffer) => (cents: number) =>
  formatMoney(cents, offer.auction?.currency ?? 'EUR', offer.supplier.language);

/**
 * A live reverse auction on the printshop's page (docs/product.md#auctions): its state and a countdown to the start
 * or the end, the rule, the printshop's rank (and the best total, if the buyer shows it), its last total and the most
 * its next bid may total. While it runs the page's form places bids. Each bid's event brings the page's view of the
 * auction (the live stream); the page is read again at the end. Loaded only when the printshop is in an auction
 * (offer-page.tsx).
 */
export default function AuctionPart({ link, offer, onChange }: Props) {
  const { auction } = offer;
  const language = offer.supplier.language;
  const t = auctionTexts[language];
  const ticking = auction !== null && auction.state !== 'ended';
  const reread = useAuctionLive(link, ticking, onChange);
  const [now, setNow] = useState(() => Date.now());
  const next = auction ? Date.parse(auction.state === 'scheduled' ? auction.startsAt : auction.endsAt) : 0;
  useEffect(() => {
    if (!ticking) return undefined;
    let readAt = 0;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      // The start or the end is due: the server has it by now (a second's grace); read until the page shows it.
      if (at >= next + TICK_MS && at - readAt >= 3 * TICK_MS) {
        readAt = at;
        reread();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [ticking, next, reread]);
  if (!auction) return null;
  const money = moneyOf(offer);
  const percent = auction.decrementPercent.toLocaleString(numberLocales[language]);
  const left = countdown(next, now);
  const clock =
    auction.state === 'scheduled'
      ? t.startsIn(left)
      : auction.state === 'running'
        ? t.endsIn(left)
        : t.ended(formatDateTime(Date.parse(auction.endsAt), offer.timeZone, language));
  // Its rank always; the best total too when the buyer shows it.
  const facts = [
    [t.rank, t.rankOf(auction.rank, auction.bidders)],
    ...(auction.best === null ? [] : [[t.best, money(auction.best)]]),
    [t.lastTotal, money(auction.lastTotal)],
    ...(auction.state === 'ended' ? [] : [[t.maxTotal, money(auction.maxTotal)]]),
  ];
  return (
    <section
      className={`notice ${auction.state === 'ended' ? 'notice-closed' : 'notice-info'} auction`}
      aria-labelledby="auction-heading"
    >
      <h2 id="auction-heading">
        {t.title} · {t.states[auction.state]}
      </h2>
      <p className="auction-clock" role="timer">
        {clock}
      </p>
      {auction.state === 'ended' ? null : <p>{t.rules(percent)}</p>}
      <table className="auction-facts">
        <tbody aria-live="polite">
          {facts.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {auction.state === 'running' ? <p className="hint">{t.bidHint}</p> : null}
    </section>
  );
}

/** A bid the server refused (409), in the printshop's words, beside the button; nothing for another refusal. */
export function BidRefusal({ code, offer }: { code: string; offer: PubOffer }) {
  const text = auctionTexts[offer.supplier.language].errors[code];
  if (!text) return null;
  const max = offer.auction?.maxTotal;
  return (
    <p className="notice notice-error" role="alert">
      {text(max === undefined ? '–' : moneyOf(offer)(max))}
    </p>
  );
}
