import type { Currency } from '../../../shared/currencies.ts';
import type { AmountMarks } from './price-marks.ts';

// The shape of a table the XLSX and the CSV both write (comparison-table.ts, suppliers-table.ts, ordered-table.ts).

/**
 * A cell as the XLSX and the CSV each write it: text, an amount (minor units) in its currency with its marks, a whole
 * number, an instant, another number with the Excel format it is shown in ('0%' for a share, '0.0' for an average).
 */
export type Cell =
  | { text: string }
  | ({ cents: number; currency: Currency } & AmountMarks)
  | { whole: number }
  | { at: number }
  | { number: number; numFmt: string }
  | null;

/** What a row is: a current offer, one made before an amendment, an alternative, a no-bid. */
export type RowKind = 'offer' | 'stale' | 'alternative' | 'declined';

export type Column = {
  label: string;
  group?: { key: string; title: string };
  kind: 'text' | 'money' | 'whole' | 'at' | 'number';
};

export type Table = { columns: Column[]; rows: { kind: RowKind; cells: Cell[] }[] };
