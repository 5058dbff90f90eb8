import type { StaffLanguage } from '../../../../shared/languages.ts';
import type { SpendRow, SpendView } from '../../../../shared/schemas/spend.ts';
import { PRODUCTS, type Product } from '../../../../shared/spec-values.ts';
import { specWords } from '../../../../shared/spec-words.ts';

const isProduct = (key: string): key is Product => PRODUCTS.some((p) => p === key);

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-03` as "Mar 2026" / "März 2026". */
function monthName(key: string, language: StaffLanguage) {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${key}-01T00:00:00Z`));
}

/** What a row is about as the reader says it: a month, the printshop's name, the product kind in the print vocabulary. */
export function rowLabel(row: Pick<SpendRow, 'key' | 'name'>, by: SpendView, language: StaffLanguage): string {
  if (by === 'month') return monthName(row.key, language);
  if (by === 'supplier') return row.name ?? row.key;
  return isProduct(row.key) ? specWords[language].products[row.key] : row.key;
}
