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

async function call(link: OfferLink, body?: OfferBody): Promise<PubOffer> {
  const url = `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: body
        ? { [OFFER_TOKEN_HEADER]: link.token, 'content-type': 'application/json' }
        : { [OFFER_TOKEN_HEADER]: link.token },
      body: body ? JSON.stringify(body) : undefined,
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

export const getOffer = (link: OfferLink) => call(link);
export const sendOffer = (link: OfferLink, body: OfferBody) => call(link, body);

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
