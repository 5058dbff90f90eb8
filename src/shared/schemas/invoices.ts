import { z } from 'zod';
import { issue } from '../validation.ts';
import { IsoDateSchema } from './tasks.ts';

/** The invoices of winning printshops and their check against the order (docs/product.md#invoices). */

export const INVOICE_SOURCES = ['ubl', 'cii', 'facturx', 'pdf'] as const;
export const INVOICE_STATUSES = ['received', 'released', 'disputed'] as const;

/** The largest invoice file taken: e-invoices are small; a PDF with its XML and a logo fits easily. */
export const MAX_INVOICE_BYTES = 20 * 1024 * 1024;
export const MAX_DISPUTE_REASON = 4000;
/** The typed fields of a plain PDF invoice, in the order the page asks for them. */
export const TYPED_INVOICE_FIELDS = ['number', 'date', 'net', 'vat', 'gross'] as const;
export const MAX_INVOICE_NUMBER = 200;

const InvoicedLineSchema = z.object({ id: z.string(), name: z.string(), net: z.number().int(), orderLine: z.string() });

/** One format of the order, checked (src/shared/invoice-check.ts `CheckLine`). */
export const InvoiceCheckLineSchema = z.object({
  formatId: z.string(),
  title: z.string(),
  awarded: z.number().int(),
  received: z.number().int(),
  counted: z.number().int(),
  price: z.number().int(),
  basis: z.enum(['overs', 'runOn', 'proRata']),
  per1000: z.number().int(),
  overs: z.number().int(),
  expected: z.number().int(),
  invoiced: z.number().int().nullable(),
});

/** `GET /api/tasks/{id}/invoices` → `Invoice[]`: each invoice with its check, amounts in its currency's minor units. */
export const InvoiceSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  number: z.string(),
  gross: z.number().int(),
  /** The expected gross, and the invoice's gross minus it. */
  expected: z.number().int(),
  difference: z.number().int(),
  lines: z.array(InvoiceCheckLineSchema),
  result: z.enum(['matches', 'differs']),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  /** The order's currency, which the check counts in; an invoice in another one differs. */
  orderCurrency: z.string(),
  issuedOn: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  expectedNet: z.number().int(),
  expectedVat: z.number().int(),
  delivery: z.number().int(),
  /** The e-invoice's lines that match no format of the order. */
  unmatched: z.array(InvoicedLineSchema),
  source: z.enum(INVOICE_SOURCES),
  fileName: z.string(),
  reason: z.string(),
  uploadedAt: z.number(),
  decidedAt: z.number().nullable(),
  /** Who released or disputed it (a name); null while received. */
  decidedBy: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = z.array(InvoiceSchema);

export const InvoiceParamsSchema = z.object({ id: z.string().min(1).max(100), invoiceId: z.string().min(1).max(100) });

/** `POST /api/tasks/{id}/invoices/{invoiceId}/dispute`. */
export const InvoiceDisputeInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, issue('required'))
    .max(MAX_DISPUTE_REASON, issue('tooLong', { max: MAX_DISPUTE_REASON })),
});

/** A printshop's invoice as its page lists it. */
export const PubInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  currency: z.string(),
  gross: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** Why the buyer disputed it; '' otherwise. */
  reason: z.string(),
  fileName: z.string(),
  uploadedAt: z.number(),
});
export type PubInvoice = z.infer<typeof PubInvoiceSchema>;
export const PubInvoiceListSchema = z.array(PubInvoiceSchema);

/** `GET /api/invoices/export`: released invoices decided in a period (YYYY-MM-DD, both included). */
export const InvoiceExportQuerySchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
