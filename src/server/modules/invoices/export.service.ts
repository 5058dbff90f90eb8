import { addDays, todayIn } from '../../../shared/dates.ts';
import { isCurrency } from '../../../shared/currencies.ts';
import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../errors.ts';
import { buildCsv, tableXlsx, type Cell, type Column, type Table } from '../records/index.ts';
import type { InvoiceLine } from './e-invoice.ts';
import { releasedInvoices } from './invoices.queries.ts';

type Texts = {
  file: string;
  sheet: string;
  columns: Record<
    | 'type'
    | 'task'
    | 'order'
    | 'supplier'
    | 'invoice'
    | 'issuedOn'
    | 'released'
    | 'currency'
    | 'line'
    | 'description'
    | 'quantity'
    | 'net'
    | 'vat'
    | 'gross',
    string
  >;
  invoice: string;
  line: string;
};

const texts: Record<StaffLanguage, Texts> = {
  en: {
    file: 'Released invoices',
    sheet: 'Invoices',
    columns: {
      ...{ type: 'Type', task: 'Task', order: 'Order', supplier: 'Printshop', invoice: 'Invoice' },
      ...{ issuedOn: 'Invoice date', released: 'Released', currency: 'Currency', line: 'Line' },
      ...{ description: 'Description', quantity: 'Quantity', net: 'Net', vat: 'VAT', gross: 'Gross' },
    },
    invoice: 'Invoice',
    line: 'Line',
  },
  de: {
    file: 'Freigegebene Rechnungen',
    sheet: 'Rechnungen',
    columns: {
      ...{ type: 'Art', task: 'Anfrage', order: 'Auftrag', supplier: 'Druckerei', invoice: 'Rechnung' },
      ...{ issuedOn: 'Rechnungsdatum', released: 'Freigegeben', currency: 'Währung', line: 'Position' },
      ...{ description: 'Bezeichnung', quantity: 'Menge', net: 'Netto', vat: 'MwSt.', gross: 'Brutto' },
    },
    invoice: 'Rechnung',
    line: 'Position',
  },
};

const KINDS: Record<keyof Texts['columns'], Column['kind']> = {
  ...{ type: 'text', task: 'text', order: 'text', supplier: 'text', invoice: 'text', issuedOn: 'text' },
  ...{ released: 'at', currency: 'text', line: 'text', description: 'text', quantity: 'number' },
  ...{ net: 'money', vat: 'money', gross: 'money' },
};

type Released = Awaited<ReturnType<typeof releasedInvoices>>[number];

/** One row per invoice, then one per line of an e-invoice, in the columns' order. */
function rowsOf(invoice: Released, t: Texts): Cell[][] {
  const currency = isCurrency(invoice.currency) ? invoice.currency : null;
  const money = (cents: number): Cell => (currency ? { cents, currency } : { number: cents / 100, numFmt: '0.00' });
  const text = (value: string | null): Cell => (value ? { text: value } : null);
  const common = [text(invoice.taskName), text(invoice.orderNumber), text(invoice.supplierName), text(invoice.number)];
  const head: Cell[] = [
    { text: t.invoice },
    ...common,
    { text: invoice.issuedOn },
    invoice.decidedAt === null ? null : { at: invoice.decidedAt },
    { text: invoice.currency },
    null,
    null,
    null,
    money(invoice.net),
    money(invoice.vat),
    money(invoice.gross),
  ];
  const lines = JSON.parse(invoice.lines) as InvoiceLine[];
  return [
    head,
    ...lines.map((l): Cell[] => [
      { text: t.line },
      ...common,
      { text: invoice.issuedOn },
      null,
      { text: invoice.currency },
      text(l.id),
      text(l.name),
      { number: l.quantity, numFmt: '0.####' },
      money(l.net),
      null,
      null,
    ]),
  ];
}

/**
 * The released invoices of the workspace whose release fell on `from` … `to` (days in the workspace's time zone), for
 * accounting: a CSV for the reader's Excel or a workbook, one row per invoice and one per line (docs/product.md#invoices).
 */
export async function exportInvoices(
  deps: Pick<Deps, 'db' | 'config'>,
  staff: Staff,
  query: { from: string; to: string; format: 'csv' | 'xlsx' },
) {
  const { from, to, format } = query;
  if (to < from) throw badRequest('INVALID', 'to: the period ends before it starts.', 'to');
  const { timeZone } = deps.config;
  // A day wider on both sides, then by the day in the workspace's time zone.
  const rows = await releasedInvoices(
    deps.db,
    staff.workspace.id,
    Date.parse(addDays(from, -1)),
    Date.parse(addDays(to, 2)),
  );
  const within = rows.filter((r) => {
    const day = todayIn(timeZone, new Date(r.decidedAt!));
    return day >= from && day <= to;
  });
  const language = staff.user.language;
  const t = texts[language];
  const keys = Object.keys(KINDS) as (keyof Texts['columns'])[];
  const table: Table = {
    columns: keys.map((k) => ({ label: t.columns[k], kind: KINDS[k] })),
    rows: within.flatMap((r) => rowsOf(r, t).map((cells) => ({ kind: 'offer' as const, cells }))),
  };
  const name = `${t.file} ${from} – ${to}`;
  if (format === 'xlsx') {
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return { name: `${name}.xlsx`, type, body: await tableXlsx(t.sheet, table, language, timeZone) };
  }
  return { name: `${name}.csv`, type: 'text/csv; charset=utf-8', body: buildCsv(table, timeZone, language) };
}
