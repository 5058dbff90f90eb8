import { vatOf } from './tax.ts';

/**
 * The invoice checked against the order (docs/product.md#invoices): what the printshop may charge is the awarded
 * price of each format for the count that arrived, plus the offer's delivery cost, plus VAT as the order says. One
 * pure rule, amounts in minor units of the order's currency (the printshop's offer currency); no zod here.
 *
 * - Overs and unders are counted at the offer's price per 1,000 overs, else its run-on price per 1,000, else pro
 *   rata of the awarded price (without its version changes, which do not grow with the count: shared/versions.ts).
 * - Overs beyond the offer's tolerance (`oversPercent`, none stated: 0 %) are not payable: the count is capped.
 *   Unders are credited at the same rate, within the tolerance or beyond it.
 * - VAT at the order's rate (`vatRate`, 0 for a reverse charge); an order that knew no rate (`null`) takes the
 *   invoice's VAT as it is.
 * - The invoice matches when its gross is within 1 minor unit of the expected gross.
 */

/** One awarded format of the printshop's order, and what arrived of it (the awarded count when not recorded). */
export type CheckFormat = {
  formatId: string;
  title: string;
  count: number;
  /** The awarded price for `count`, version changes included. */
  price: number;
  /** The part of `price` that is version changes. */
  versionChanges: number;
  runOnPer1000: number | null;
  received: number;
};

export type CheckTerms = {
  oversPercent: number | null;
  oversPer1000: number | null;
  deliveryCost: number | null;
  /** The order's VAT rate in percent; 0 for a reverse charge; null when the order knew none. */
  vatRate: number | null;
};

/** An invoice's line as read from an e-invoice (BT-126, BT-153, BT-131, BT-132). */
export type InvoicedLine = { id: string; name: string; net: number; orderLine: string };

export type CheckedInvoice = { vat: number; gross: number; lines: readonly InvoicedLine[] };

/** How overs and unders are priced: the offer's overs price, its run-on price, or pro rata. */
export type OversBasis = 'overs' | 'runOn' | 'proRata';

export type CheckLine = {
  formatId: string;
  title: string;
  awarded: number;
  received: number;
  /** The count paid for: `received`, overs capped at the tolerance. */
  counted: number;
  price: number;
  basis: OversBasis;
  /** The rate per 1,000 overs and unders are counted at. */
  per1000: number;
  /** What the overs add (positive) or the unders take off (negative). */
  overs: number;
  expected: number;
  /** The invoice's amount of this format (its matching lines' net), null when no line matches. */
  invoiced: number | null;
};

export type InvoiceCheck = {
  lines: CheckLine[];
  delivery: number;
  net: number;
  vat: number;
  /** The expected gross. */
  expected: number;
  /** The invoice's gross minus the expected. */
  difference: number;
  result: 'matches' | 'differs';
  /** The invoice's lines that match no format (delivery, extras, a name the order does not use). */
  unmatched: InvoicedLine[];
};

/** The tolerance allowed: 1 minor unit, for rounding. */
export const CHECK_TOLERANCE = 1;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';

/** Whether an invoice line is of this format: by its order line (the format's id or place), id or name. */
const isOf = (line: InvoicedLine, format: CheckFormat, place: number) =>
  [line.orderLine, line.id].some((ref) => ref === format.formatId || ref === String(place)) ||
  same(line.name, format.title) ||
  same(line.id, format.title);

function checkLine(f: CheckFormat, terms: CheckTerms, invoiced: number | null): CheckLine {
  const tolerance = Math.floor((f.count * (terms.oversPercent ?? 0)) / 100);
  const counted = Math.min(f.received, f.count + tolerance);
  const base = f.price - f.versionChanges;
  const extra = counted - f.count;
  const rated = terms.oversPer1000 ?? f.runOnPer1000;
  const basis: OversBasis = terms.oversPer1000 !== null ? 'overs' : f.runOnPer1000 !== null ? 'runOn' : 'proRata';
  const per1000 = rated ?? (f.count > 0 ? Math.round((base * 1000) / f.count) : 0);
  const overs =
    rated !== null ? Math.round((rated * extra) / 1000) : f.count > 0 ? Math.round((base * extra) / f.count) : 0;
  const { formatId, title, count: awarded, received, price } = f;
  return {
    formatId,
    title,
    awarded,
    received,
    counted,
    price,
    basis,
    per1000,
    overs,
    expected: price + overs,
    invoiced,
  };
}

/** The check of one invoice against the printshop's order. */
export function checkInvoice(
  formats: readonly CheckFormat[],
  terms: CheckTerms,
  invoice: CheckedInvoice,
): InvoiceCheck {
  const matched = new Set<InvoicedLine>();
  const lines = formats.map((f, i) => {
    const own = invoice.lines.filter((l) => !matched.has(l) && isOf(l, f, i + 1));
    own.forEach((l) => matched.add(l));
    const invoiced = own.length === 0 ? null : own.reduce((sum, l) => sum + l.net, 0);
    return checkLine(f, terms, invoiced);
  });
  const delivery = terms.deliveryCost ?? 0;
  const net = lines.reduce((sum, l) => sum + l.expected, delivery);
  const vat = terms.vatRate === null ? invoice.vat : vatOf(net, terms.vatRate);
  const expected = net + vat;
  const difference = invoice.gross - expected;
  return {
    lines,
    delivery,
    net,
    vat,
    expected,
    difference,
    result: Math.abs(difference) <= CHECK_TOLERANCE ? 'matches' : 'differs',
    unmatched: invoice.lines.filter((l) => !matched.has(l)),
  };
}
