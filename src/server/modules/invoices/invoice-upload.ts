import type { Multipart } from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseAmount } from '../../../shared/money.ts';
import { isIsoDate } from '../../../shared/dates.ts';
import { MAX_INVOICE_BYTES, MAX_INVOICE_NUMBER, TYPED_INVOICE_FIELDS } from '../../../shared/schemas/invoices.ts';
import { AppError, badRequest } from '../../errors.ts';
import { cleanName } from '../files/index.ts';
import { readEInvoice, unreadable, type EInvoice } from './e-invoice.ts';
import { embeddedInvoice } from './pdf-invoice.ts';

/** What an upload sent: the file's bytes and name, and the typed fields of a plain PDF. */
type Sent = { bytes: Buffer; name: string; fields: Partial<Record<(typeof TYPED_INVOICE_FIELDS)[number], string>> };

/** An invoice read from its upload: the figures, where they came from, the file as it is stored. */
export type ReadInvoice = Omit<EInvoice, 'source' | 'currency'> & {
  source: 'ubl' | 'cii' | 'facturx' | 'pdf';
  /** The e-invoice's currency (BT-5); null for a typed one, which is in the order's. */
  currency: string | null;
  file: { bytes: Buffer; name: string; sha256: string; type: 'application/pdf' | 'application/xml' };
};

const badUpload = () => badRequest('BAD_REQUEST', 'The upload is not a readable multipart/form-data body.');

/** The parts of the upload: one `file` (read whole, at most MAX_INVOICE_BYTES) and the typed fields. */
async function collect(parts: AsyncIterable<Multipart>): Promise<Sent> {
  let file: { bytes: Buffer; name: string } | undefined;
  const fields: Sent['fields'] = {};
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) {
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > MAX_INVOICE_BYTES) throw tooLarge();
        file = { bytes, name: cleanName(part.filename ?? '') || 'invoice' };
      } else if (part.type === 'field' && (TYPED_INVOICE_FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname as keyof Sent['fields']] = String(part.value).trim();
      } else {
        throw badRequest(
          'BAD_REQUEST',
          `Unknown part “${part.fieldname}”: send one file and number, date, net, vat, gross.`,
        );
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413 || (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badUpload();
  }
  if (!file || file.bytes.length === 0) throw badRequest('NO_FILE', 'Choose the invoice file to upload.', 'file');
  return { ...file, fields };
}

const tooLarge = () =>
  new AppError(400, 'FILE_TOO_LARGE', `The invoice is larger than ${MAX_INVOICE_BYTES / 1024 / 1024} MB.`, 'file', {
    name: 'invoice',
  });

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
const isXml = (bytes: Buffer) => /^(\uFEFF)?\s*</.test(bytes.subarray(0, 64).toString('utf8')) && !bytes.includes(0);

/** A typed amount ("1234.56", "1.234,56") in minor units; 400 naming the field when missing or no amount. */
function typedAmount(field: 'net' | 'vat' | 'gross', value: string | undefined): number {
  if (!value) throw missing(field);
  const cents = parseAmount(value);
  if (cents === null) throw badRequest('INVALID', `${field}: enter an amount such as 1234.56.`, field);
  return cents;
}

const missing = (field: string) =>
  badRequest('INVOICE_FIELD_MISSING', `A PDF without an e-invoice inside needs its ${field} typed.`, field, { field });

/** The figures typed beside a plain PDF: number, date, net, VAT, gross, each required. */
function typed(fields: Sent['fields']) {
  const number = fields.number;
  if (!number) throw missing('number');
  if (number.length > MAX_INVOICE_NUMBER) throw badRequest('INVALID', 'number: too long.', 'number');
  if (!fields.date) throw missing('date');
  if (!isIsoDate(fields.date)) throw badRequest('INVALID', 'date: enter a day as YYYY-MM-DD.', 'date');
  return {
    number,
    issuedOn: fields.date,
    net: typedAmount('net', fields.net),
    vat: typedAmount('vat', fields.vat),
    gross: typedAmount('gross', fields.gross),
  };
}

/**
 * Reads an invoice upload: an e-invoice's XML (UBL or CII), a PDF with its XML embedded (ZUGFeRD / Factur-X), or
 * a plain PDF with its figures typed. Anything else, or a file that cannot be read, is refused (400) before
 * anything is stored.
 */
export async function readUpload(parts: AsyncIterable<Multipart>): Promise<ReadInvoice> {
  const sent = await collect(parts);
  const { bytes, name } = sent;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (isXml(bytes)) {
    const { source, currency, ...read } = readEInvoice(bytes);
    return { ...read, source, currency, file: { bytes, name, sha256, type: 'application/xml' } };
  }
  if (!isPdf(bytes)) throw unreadable('type', 'send an e-invoice (XML) or a PDF.');
  const file = { bytes, name, sha256, type: 'application/pdf' } as const;
  const xml = await embeddedInvoice(bytes);
  if (xml) {
    const { source: _s, currency, ...read } = readEInvoice(xml);
    return { ...read, source: 'facturx', currency, file };
  }
  return { ...typed(sent.fields), lines: [], source: 'pdf', currency: null, file };
}

/** The stored bytes as a stream for the storage. */
export const streamOf = (bytes: Buffer) => Readable.from([bytes]);
