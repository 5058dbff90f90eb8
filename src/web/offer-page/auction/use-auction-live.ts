import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { getOffer } from '../offer-api.ts';
import type { OfferLink } from '../offer-link.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { PubAuction } from '../../../shared/schemas/auctions.ts';

/**
 * The printshop's live stream of its task's auction: `bid` on every bid, at the start and at the end, its data the
 * page's view of the auction (docs/decisions/040).
 */
export const liveUrl = (link: OfferLink) =>
  `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}/live?t=${encodeURIComponent(link.token)}`;

type OnChange = Dispatch<SetStateAction<PubOffer>>;

/** Reads the page again, one read at a time: a call during a read makes one more after it. */
function rereader(link: OfferLink, onChange: OnChange) {
  let busy = false;
  let again = false;
  const reread = () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    getOffer(link)
      .then(onChange)
      .catch(() => undefined)
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          reread();
        }
      });
  };
  return reread;
}

/** The view of the auction a `bid` event carries; undefined if it carries none. */
function auctionOf(event: Event): PubAuction | null | undefined {
  try {
    const data = JSON.parse((event as MessageEvent<string>).data) as { auction?: PubAuction | null };
    return data.auction;
  } catch {
    return undefined;
  }
}

/**
 * Follows the stream while `open`. A `bid` of a running auction brings the page's view of it, shown unless the page
 * holds a newer one (its own bid's answer may have come first); any other (the end, or none) reads the page again,
 * as a reconnected stream's `ready` or `resync` does (a bid may have come meanwhile). Answers the reading function,
 * the same on every render (`link` and `onChange` stay for the page's life), for the clock's start and end as a
 * fallback. EventSource reconnects by itself.
 */
export function useAuctionLive(link: OfferLink, open: boolean, onChange: OnChange) {
  const [reread] = useState(() => rereader(link, onChange));
  useEffect(() => {
    if (!open || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(liveUrl(link));
    let first = true;
    source.addEventListener('ready', () => {
      if (!first) reread();
      first = false;
    });
    // A resumed stream may have missed events (the server says so): read again as on a bid.
    source.addEventListener('resync', reread);
    source.addEventListener('bid', (event) => {
      const auction = auctionOf(event);
      if (auction?.state !== 'running') return reread();
      onChange((page) => (page.auction && page.auction.bids > auction.bids ? page : { ...page, auction }));
    });
    return () => source.close();
  }, [link, open, reread, onChange]);
  return reread;
}
