import type { StaffLanguage } from '../../../shared/languages.ts';
import type { Spend, SpendRow, SpendView } from '../../../shared/schemas/spend.ts';
import { PRODUCTS, type Product } from '../../../shared/spec-values.ts';
import { specWords } from '../../../shared/spec-words.ts';
import type { Cell, Column, Table } from '../records/index.ts';

type SpendTexts = {
  file: string;
  views: Record<SpendView, string>;
  currency: string;
  spend: string;
  tasks: string;
  bestOffer: string;
  bestOfferTasks: string;
  budget: string;
  budgetTasks: string;
  earlierPrices: string;
  earlierLines: string;
  deliveries: string;
  onTime: string;
  quality: string;
};

/** The export's texts in the staff member's language. */
export const spendTexts: Record<StaffLanguage, SpendTexts> = {
  en: {
    file: 'Spend',
    views: { month: 'Month', supplier: 'Printshop', product: 'Product' },
    currency: 'Currency',
    spend: 'Spend',
    tasks: 'Tasks',
    bestOffer: 'Saved against the best single offer',
    bestOfferTasks: 'Tasks with a complete offer',
    budget: 'Saved against the budget',
    budgetTasks: 'Tasks with a budget',
    earlierPrices: 'Saved against earlier prices',
    earlierLines: 'Formats with an earlier price',
    deliveries: 'Deliveries',
    onTime: 'On time',
    quality: 'Quality',
  },
  de: {
    file: 'Ausgaben',
    views: { month: 'Monat', supplier: 'Druckerei', product: 'Produkt' },
    currency: 'Währung',
    spend: 'Ausgaben',
    tasks: 'Ausschreibungen',
    bestOffer: 'Gespart gegenüber dem besten Einzelangebot',
    bestOfferTasks: 'Ausschreibungen mit vollständigem Angebot',
    budget: 'Gespart gegenüber dem Budget',
    budgetTasks: 'Ausschreibungen mit Budget',
    earlierPrices: 'Gespart gegenüber früheren Preisen',
    earlierLines: 'Formate mit früherem Preis',
    deliveries: 'Lieferungen',
    onTime: 'Pünktlich',
    quality: 'Qualität',
  },
};

const isProduct = (key: string): key is Product => PRODUCTS.some((p) => p === key);

const label = (row: SpendRow, by: SpendView, language: StaffLanguage) => {
  if (by === 'supplier') return row.name ?? row.key;
  if (by === 'product') return isProduct(row.key) ? specWords[language].products[row.key] : row.key;
  return row.key;
};

/** One view of the report as a table: a row per month, printshop or product kind and currency. */
export function spendTable(report: Spend, language: StaffLanguage): Table {
  const t = spendTexts[language];
  const { by } = report;
  const text = (label: string): Column => ({ label, kind: 'text' });
  const money = (label: string): Column => ({ label, kind: 'money' });
  const whole = (label: string): Column => ({ label, kind: 'whole' });
  const columns: Column[] = [
    text(t.views[by]),
    text(t.currency),
    money(t.spend),
    whole(t.tasks),
    money(t.bestOffer),
    whole(t.bestOfferTasks),
    money(t.budget),
    whole(t.budgetTasks),
    money(t.earlierPrices),
    whole(t.earlierLines),
    ...(by === 'supplier'
      ? [
          whole(t.deliveries),
          { label: t.onTime, kind: 'number' as const },
          { label: t.quality, kind: 'number' as const },
        ]
      : []),
  ];
  const rows = report.rows.map((r) => {
    const cents = (amount: number): Cell => ({ cents: amount, currency: r.currency });
    const share = (value: number | null, numFmt: string): Cell => (value === null ? null : { number: value, numFmt });
    const { bestOffer, budget, earlierPrices } = r.savings;
    const cells: Cell[] = [
      { text: label(r, by, language) },
      { text: r.currency },
      cents(r.spend),
      { whole: r.tasks },
      cents(bestOffer.amount),
      { whole: bestOffer.counted },
      cents(budget.amount),
      { whole: budget.counted },
      cents(earlierPrices.amount),
      { whole: earlierPrices.counted },
      ...(by === 'supplier'
        ? [{ whole: r.deliveries ?? 0 }, share(r.onTimeShare, '0%'), share(r.averageQuality, '0.0')]
        : []),
    ];
    return { kind: 'offer' as const, cells };
  });
  return { columns, rows };
}
