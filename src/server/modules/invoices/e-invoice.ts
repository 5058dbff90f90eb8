import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { InvoiceTable } from '../../db/schema-jobs.ts';
import { badRequest } from '../../errors.ts';

/**
 * An e-invoice read (docs/decisions/036-e-invoices.md): the EN 16931 fields the check needs, from XRechnung UBL
 * (`Invoice`) or CII (`rsm:CrossIndustryInvoice`, also what a ZUGFeRD / Factur-X PDF carries): BT-1 number, BT-2
 * issue date (YYYY-MM-DD), BT-5 currency, BT-109 net, BT-110 VAT total, BT-112 gross, in minor units.
 */
export type EInvoice = Pick<InvoiceTable, 'number' | 'issuedOn' | 'currency' | 'net' | 'vat' | 'gross'> & {
  source: 'ubl' | 'cii';
  lines: InvoiceLine[];
};

/** BT-126 id, BT-153 name, BT-129 quantity, BT-146 net price, BT-131 line net, BT-132 the order line it names. */
export type InvoiceLine = {
  id: string;
  name: string;
  quantity: number;
  price: number;
  net: number;
  orderLine: string;
};

/** 400 INVOICE_UNREADABLE: `key` names what is wrong (the XML, its root, or the business term missing). */
export const unreadable = (key: string, message: string) =>
  badRequest('INVOICE_UNREADABLE', `The invoice cannot be read: ${message}`, 'file', { key });

type Node = Record<string, unknown>;

// Several of these may come; every other element is read as it comes (one).
const LISTS = new Set(['InvoiceLine', 'IncludedSupplyChainTradeLineItem', 'TaxTotal', 'TaxTotalAmount']);

/**
 * No entity is expanded and no DTD read: a document type declaration is refused before parsing (no "billion
 * laughs", no external entities), and the parser runs with entity processing off; the five predefined entities
 * and character references are decoded in text afterwards, by hand, without recursion.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name.toLowerCase()]!;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/** Reads an e-invoice's XML; 400 INVOICE_UNREADABLE when it is not well-formed, not an invoice, or lacks a term. */
export function readEInvoice(bytes: Buffer): EInvoice {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) unreadableThrow('dtd', 'a document type declaration is not accepted.');
  if (XMLValidator.validate(text) !== true) unreadableThrow('xml', 'the XML is not well-formed.');
  const doc = parser.parse(text) as Node;
  if (isNode(doc.Invoice)) return readUbl(doc.Invoice);
  if (isNode(doc.CrossIndustryInvoice)) return readCii(doc.CrossIndustryInvoice);
  if (isNode(doc.CreditNote)) unreadableThrow('creditNote', 'credit notes are not taken here.');
  return unreadableThrow('root', 'it is neither an XRechnung UBL invoice nor a CII (ZUGFeRD / Factur-X) invoice.');
}

function unreadableThrow(key: string, message: string): never {
  throw unreadable(key, message);
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node at a path of element names, or undefined. */
function at(node: unknown, ...path: string[]): unknown {
  let here = node;
  for (const name of path) here = isNode(here) ? here[name] : undefined;
  return here;
}

/** An element's text (also of one with attributes); '' when absent. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string') return decode(value);
  if (isNode(value) && typeof value['#text'] === 'string') return decode(value['#text']);
  return '';
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function required(term: string, value: string): string {
  if (value === '') unreadableThrow(term, `${term} is missing.`);
  return value;
}

/** A decimal of the XML ("336.9", "-12.50") in minor units, rounded half away from zero. */
function minorOf(term: string, value: string): number {
  if (!/^[+-]?\d{1,13}(\.\d+)?$/.test(value)) unreadableThrow(term, `${term} is not an amount.`);
  const [whole, fraction = ''] = value.replace(/^[+-]/, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const rounded = Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents;
  return value.startsWith('-') ? -rounded : rounded;
}

const amount = (term: string, value: unknown) => minorOf(term, required(term, textOf(value)));
const quantity = (value: unknown) => {
  const n = Number(textOf(value));
  return Number.isFinite(n) ? n : 0;
};

/** The VAT total in the invoice's currency: BT-110 (BT-111, in the accounting currency, may come beside it). */
function vatTotal(amounts: unknown[], currency: string): number {
  const own = amounts.find((a) => !isNode(a) || a['@currencyID'] === undefined || a['@currencyID'] === currency);
  return own === undefined ? 0 : amount('BT-110', own);
}

const date = (term: string, value: string) => {
  const day = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (!day) unreadableThrow(term, `${term} is not a date.`);
  return `${day[1]}-${day[2]}-${day[3]}`;
};

function readUbl(invoice: Node): EInvoice {
  const currency = required('BT-5', textOf(invoice.DocumentCurrencyCode));
  const totals = at(invoice, 'LegalMonetaryTotal');
  const vatAmounts = list(invoice.TaxTotal).map((t) => at(t, 'TaxAmount'));
  return {
    source: 'ubl',
    number: required('BT-1', textOf(invoice.ID)),
    issuedOn: date('BT-2', required('BT-2', textOf(invoice.IssueDate))),
    currency,
    net: amount('BT-109', at(totals, 'TaxExclusiveAmount')),
    vat: vatTotal(vatAmounts, currency),
    gross: amount('BT-112', at(totals, 'TaxInclusiveAmount')),
    lines: list(invoice.InvoiceLine).map((line) => ({
      id: textOf(at(line, 'ID')),
      name: textOf(at(line, 'Item', 'Name')),
      quantity: quantity(at(line, 'InvoicedQuantity')),
      price: amount('BT-146', at(line, 'Price', 'PriceAmount')),
      net: amount('BT-131', at(line, 'LineExtensionAmount')),
      orderLine: textOf(at(line, 'OrderLineReference', 'LineID')),
    })),
  };
}

function readCii(invoice: Node): EInvoice {
  const document = at(invoice, 'ExchangedDocument');
  if (textOf(at(document, 'TypeCode')) === '381') unreadableThrow('creditNote', 'credit notes are not taken here.');
  const transaction = at(invoice, 'SupplyChainTradeTransaction');
  const settlement = at(transaction, 'ApplicableHeaderTradeSettlement');
  const totals = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = required('BT-5', textOf(at(settlement, 'InvoiceCurrencyCode')));
  return {
    source: 'cii',
    number: required('BT-1', textOf(at(document, 'ID'))),
    issuedOn: date('BT-2', required('BT-2', textOf(at(document, 'IssueDateTime', 'DateTimeString')))),
    currency,
    net: amount('BT-109', at(totals, 'TaxBasisTotalAmount')),
    vat: vatTotal(list(at(totals, 'TaxTotalAmount')), currency),
    gross: amount('BT-112', at(totals, 'GrandTotalAmount')),
    lines: list(at(transaction, 'IncludedSupplyChainTradeLineItem')).map((line) => ({
      id: textOf(at(line, 'AssociatedDocumentLineDocument', 'LineID')),
      name: textOf(at(line, 'SpecifiedTradeProduct', 'Name')),
      quantity: quantity(at(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity')),
      price: amount('BT-146', at(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount')),
      net: amount(
        'BT-131',
        at(line, 'SpecifiedLineTradeSettlement', 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
      ),
      orderLine: textOf(at(line, 'SpecifiedLineTradeAgreement', 'BuyerOrderReferencedDocument', 'LineID')),
    })),
  };
}
