import { afterEach, vi } from 'vitest';
import type { PubOffer } from '../../shared/schemas/offers.ts';

/** The printshop's link the page tests render with. */
export const link = { taskId: 't', supplierId: 's', token: 'tok' };

/** The page's calls to the server, each answered with `answer`: returns a function that reads the posted bodies. */
export function offerServer(answer: PubOffer) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
}

/** Each test starts without the stubbed server and without what an earlier one typed (kept per link: drafts.ts). */
export function freshOfferPage() {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
