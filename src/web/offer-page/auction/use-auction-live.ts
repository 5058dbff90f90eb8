import { useEffect, useState } from 'react';
import { getOffer } from '../offer-api.ts';
import type { OfferLink } from '../offer-link.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';

/** The printshop's live stream of its task's auction: `bid` on every bid and on the end (docs/decisions/040). */
export const liveUrl = (link: OfferLink) =>
  `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}/live?t=${encodeURIComponent(link.token)}`;

/** Reads the page again, one read at a time: a call during a read makes one more after it. */
function rereader(link: OfferLink, onChange: (next: PubOffer) => void) {
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

/**
 * Reads the page again on every `bid` of the stream while `open` (a bid, the start, the end), and when a reconnected
 * stream is `ready` or `resync` again (a bid may have come meanwhile). Answers the reading function, the same on
 * every render (`link` and `onChange` stay for the page's life), for the clock's start and end as a fallback.
 * EventSource reconnects by itself.
 */
export function useAuctionLive(link: OfferLink, open: boolean, onChange: (next: PubOffer) => void) {
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
    source.addEventListener('bid', reread);
    return () => source.close();
  }, [link, open, reread]);
  return reread;
}
