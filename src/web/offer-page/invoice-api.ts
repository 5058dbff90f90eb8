import type { PubInvoice } from '../../shared/schemas/invoices.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import type { OfferLink } from './offer-link.ts';

/** A refusal of the invoice routes: its code and the field it names. */
export class InvoiceError extends Error {
  override readonly name = 'InvoiceError';
  constructor(
    readonly code: string,
    readonly field?: string,
  ) {
    super(code);
  }
}

const base = (link: OfferLink) =>
  `/api/pub/tasks/${encodeURIComponent(link.taskId)}/${encodeURIComponent(link.supplierId)}`;

async function answer(request: Promise<Response>): Promise<PubInvoice[]> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new InvoiceError('NETWORK');
  }
  const data = (await response.json().catch(() => undefined)) as { code?: string; field?: string } | undefined;
  if (!response.ok) throw new InvoiceError(data?.code ?? 'OTHER', data?.field);
  return Array.isArray(data) ? (data as PubInvoice[]) : [];
}

/** The printshop's invoices of this order. */
export const getInvoices = (link: OfferLink) =>
  answer(fetch(`${base(link)}/invoices`, { headers: { [OFFER_TOKEN_HEADER]: link.token }, cache: 'no-store' }));

/** Sends the invoice: the form's file and typed figures, as multipart/form-data. */
export const sendInvoice = (link: OfferLink, form: FormData) =>
  answer(fetch(`${base(link)}/invoice`, { method: 'PUT', headers: { [OFFER_TOKEN_HEADER]: link.token }, body: form }));
