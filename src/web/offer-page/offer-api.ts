import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import type { OfferLink } from './offer-link.ts';

/** A failed call: the server's `{ code, message, field? }`, or a code of our own (no answer, an odd one). */
export class OfferError extends Error {
  override readonly name = 'OfferError';

  constructor(
    readonly status: number,
    readonly code: OfferErrorCode,
    message: string,
    readonly field?: string,
    /** What a field's value broke, when `code` is INVALID: a validation key (src/shared/validation.ts). */
    readonly key?: string,
  ) {
    super(message);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export type OfferErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE' | 'OTHER';

// No zod on this page: the shared code list is not bundled either, so an unknown code is OTHER at display.
const codeOf = (data: unknown): OfferErrorCode =>
  isRecord(data) && typeof data.code === 'string' ? (data.code as ErrorCode) : 'OTHER';

type Request = { method: 'GET' } | { method: 'POST' | 'PUT'; path?: string; body: unknown };

async function call(link: OfferLink, request: Request): Promise<PubOffer> {
  const base = `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}`;
  const url = request.method !== 'GET' && request.path ? `${base}/${request.path}` : base;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers:
        request.method === 'GET'
          ? { [OFFER_TOKEN_HEADER]: link.token }
          : { [OFFER_TOKEN_HEADER]: link.token, 'content-type': 'application/json' },
      body: request.method === 'GET' ? undefined : JSON.stringify(request.body),
      cache: 'no-store',
    });
  } catch {
    throw new OfferError(0, 'NETWORK', 'The server cannot be reached.');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = response.status === 429 ? 'RATE_LIMITED' : codeOf(data);
    const field = isRecord(data) && typeof data.field === 'string' ? data.field : undefined;
    const key = isRecord(data) && typeof data.key === 'string' ? data.key : undefined;
    throw new OfferError(
      response.status,
      code,
      isRecord(data) && typeof data.message === 'string' ? data.message : response.statusText,
      field,
      key,
    );
  }
  // The server validates its answers against PubOfferSchema; this page checks the shape only roughly (no zod here).
  if (!isRecord(data) || !isRecord(data.task) || !isRecord(data.supplierTask))
    throw new OfferError(response.status, 'BAD_RESPONSE', 'Unexpected answer');
  return data as PubOffer;
}

export const getOffer = (link: OfferLink) => call(link, { method: 'GET' });
export const sendOffer = (link: OfferLink, body: OfferBody) => call(link, { method: 'POST', body });
/** A bid in the task's running auction: an offer's body; 409 BID_TOO_HIGH and the auction's other refusals. */
export const sendBid = (link: OfferLink, body: OfferBody) => call(link, { method: 'POST', path: 'bids', body });
/** Asks the buyer; 201 with the offer, the question in it. 409 QUESTIONS_CLOSED once the request is closed. */
export const askQuestion = (link: OfferLink, text: string) =>
  call(link, { method: 'PUT', path: 'questions', body: { text } });
/** A no-bid with its reason; the offer answered has `supplierTask.declined`. 409 once past the deadline. */
export const declineOffer = (link: OfferLink, reason: string) =>
  call(link, { method: 'POST', path: 'decline', body: { reason } });

export type Loaded = { offer: PubOffer; error?: never } | { offer?: never; error: OfferError };

/** The offer, or why there is none; never rejects, so the page can `use()` it without an error boundary. */
export async function loadOffer(link: OfferLink | null): Promise<Loaded> {
  if (!link) return { error: new OfferError(404, 'NOT_INVITED', 'No offer link') };
  try {
    return { offer: await getOffer(link) };
  } catch (error) {
    return { error: error instanceof OfferError ? error : new OfferError(0, 'OTHER', String(error)) };
  }
}
