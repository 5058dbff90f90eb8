import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import type { PreviousTask, SupplierTask } from '../../../../shared/schemas/invitations.ts';

/**
 * What the printshop table is filtered by: a part of the name or e-mail, the printshop's language ('' any), and
 * whether only those holding the task's required certificates show (docs/product.md#certificates).
 */
export type RowFilter = { text: string; language: Language | ''; qualified?: boolean };

/** The printshops whose name or e-mail holds the text, in any case, who read the language chosen and qualify. */
export function matching(rows: SupplierTask[], { text, language, qualified }: RowFilter): SupplierTask[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle && !language && !qualified) return rows;
  return rows.filter(
    (r) =>
      (!language || r.language === language) &&
      (!qualified || r.lacking.length === 0) &&
      (!needle || r.name.toLocaleLowerCase().includes(needle) || r.email.toLowerCase().includes(needle)),
  );
}

/** The languages the printshops read, in the order of LANGUAGES: what the language filter offers. */
export const languagesOf = (rows: SupplierTask[]): Language[] =>
  LANGUAGES.filter((language) => rows.some((r) => r.language === language));

/**
 * Of the candidates (printshops that may be invited now), the ids of those another tender invited: the previous
 * one, or the one a copy was made from.
 */
export function lastTaskIds(candidates: SupplierTask[], previous: Pick<PreviousTask, 'supplierIds'> | null): string[] {
  if (!previous) return [];
  const invited = new Set(previous.supplierIds);
  return candidates.filter((r) => invited.has(r.supplierId)).map((r) => r.supplierId);
}
