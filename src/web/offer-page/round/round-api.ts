import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import type { PubOffer } from '../../../shared/schemas/offers.ts';
import type { OfferLink } from '../offer-link.ts';

/** A refused answer: the server's code, or OTHER. */
export class RoundError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The final round answered by keeping the offer as it stands: the page as it is now. */
export async function keepOffer(link: OfferLink): Promise<PubOffer> {
  const url = `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}/keep`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { [OFFER_TOKEN_HEADER]: link.token, 'content-type': 'application/json' },
      body: '{}',
      cache: 'no-store',
    });
  } catch {
    throw new RoundError('OTHER');
  }
  const data = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
  if (!response.ok) throw new RoundError(typeof data?.code === 'string' ? data.code : 'OTHER');
  return data as PubOffer;
}
