import { DEFAULT_CURRENCY, isCurrency } from '../../../shared/currencies.ts';
import {
  SPEND_VIEWS,
  type Spend,
  type SpendExportQuery,
  type SpendQuery,
  type SpendRow,
  type SpendView,
} from '../../../shared/schemas/spend.ts';
import type { Staff } from '../../auth/staff.ts';
import type { Deps } from '../../deps.ts';
import { scoreOf } from '../deliveries/index.ts';
import { buildCsv, exportTexts, tablesXlsx, XLSX_TYPE, type Download } from '../records/index.ts';
import { workspaceCurrency } from '../team/index.ts';
import { periodOf } from './period.ts';
import { spendRows } from './spend.queries.ts';
import { spendTable, spendTexts } from './spend-export.ts';

type SpendDeps = Pick<Deps, 'db' | 'config'>;
type Row = Awaited<ReturnType<typeof spendRows>>[number];

// PostgreSQL answers counts, and sums of numeric, as strings.
const n = (value: number | string | null | undefined) => Number(value ?? 0);
const cents = (value: number | string | null | undefined) => Math.round(n(value));

function toRow(r: Row, by: SpendView): SpendRow {
  const score = by === 'supplier' ? scoreOf(r) : null;
  return {
    key: r.key,
    name: by === 'supplier' ? (r.name ?? null) : null,
    currency: isCurrency(r.currency) ? r.currency : DEFAULT_CURRENCY,
    spend: cents(r.spend),
    tasks: n(r.tasks),
    savings: {
      bestOffer: { amount: cents(r.bestOffer), counted: n(r.bestOfferTasks) },
      budget: { amount: cents(r.budget), counted: n(r.budgetTasks) },
      earlierPrices: { amount: cents(r.earlier), counted: n(r.earlierLines) },
    },
    deliveries: score && score.deliveries,
    onTimeShare: score && score.onTimeShare,
    averageQuality: score && score.averageQuality,
  };
}

/** Months oldest first; printshops and product kinds by spend, highest first, then by key. */
const order = (by: SpendView) => (a: SpendRow, b: SpendRow) =>
  by === 'month'
    ? a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency)
    : b.spend - a.spend || a.key.localeCompare(b.key);

/**
 * GET /api/spend (docs/product.md#spend): what the awards of the period cost per month, printshop or product kind,
 * and what they saved; one query per view.
 */
export async function spend(deps: SpendDeps, workspaceId: string, query: SpendQuery): Promise<Spend> {
  const by = query.by ?? 'month';
  const period = periodOf(query, deps.config.timeZone);
  const [rows, currency] = await Promise.all([
    spendRows(deps.db, workspaceId, by, period),
    workspaceCurrency(deps.db, workspaceId),
  ]);
  return {
    from: period.from,
    to: period.to,
    by,
    currency,
    rows: rows.map((r) => toRow(r, by)).sort(order(by)),
  };
}

/**
 * GET /api/spend/export: `xlsx` a sheet per view, `csv` the view asked for in the staff member's Excel dialect
 * (records/csv.ts), each named after the period.
 */
export async function spendDownload(
  deps: SpendDeps,
  staff: Staff,
  { format, ...query }: SpendExportQuery,
): Promise<{ type: string; download: Download }> {
  const { language } = staff.user;
  const texts = spendTexts[language];
  const { timeZone } = deps.config;
  if (format === 'csv') {
    const report = await spend(deps, staff.workspace.id, query);
    const body = buildCsv(spendTable(report, language), timeZone, language);
    const name = `${texts.file} ${report.from} - ${report.to}.csv`;
    return { type: 'text/csv; charset=utf-8', download: { name, body } };
  }
  const reports = await Promise.all(SPEND_VIEWS.map((by) => spend(deps, staff.workspace.id, { ...query, by })));
  const sheets = reports.map((report) => ({ name: texts.views[report.by], table: spendTable(report, language) }));
  const body = await tablesXlsx(sheets, { texts: exportTexts[language], timeZone });
  const name = `${texts.file} ${reports[0]!.from} - ${reports[0]!.to}.xlsx`;
  return { type: XLSX_TYPE, download: { name, body } };
}
