import type { PubOrder } from '../../../shared/schemas/orders.ts';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import type { OfferLink } from '../offer-link.ts';

/** A refused step: the server's code, or OTHER. */
export class OrderError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function send(link: OfferLink, path: string, init: { method: 'POST' | 'PUT'; body: BodyInit; json?: boolean }) {
  const url = `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}/${path}`;
  const headers: Record<string, string> = { [OFFER_TOKEN_HEADER]: link.token };
  if (init.json) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: init.method, headers, body: init.body, cache: 'no-store' });
  } catch {
    throw new OrderError('OTHER');
  }
  const data = (await response.json().catch(() => undefined)) as { code?: unknown } | undefined;
  if (!response.ok) throw new OrderError(typeof data?.code === 'string' ? data.code : 'OTHER');
  return data as PubOrder;
}

export const confirmOrder = (link: OfferLink, body: { reference: string; shipDate: string }) =>
  send(link, 'confirm', { method: 'POST', body: JSON.stringify(body), json: true });

export const reportShipment = (link: OfferLink, body: { carrier: string; tracking: string; shippedOn: string }) =>
  send(link, 'shipment', { method: 'POST', body: JSON.stringify(body), json: true });

/** The format's next proof version: `formatId` before the file, as the server reads them. */
export function uploadProof(link: OfferLink, formatId: string, file: File) {
  const body = new FormData();
  body.append('formatId', formatId);
  body.append('file', file);
  return send(link, 'proofs', { method: 'PUT', body });
}
