import type { ImportProblem, ImportResult, ImportRow } from '../../../shared/schemas/imports.ts';
import { conflict } from '../../errors.ts';

/** A row read and checked: what saving it would do, and the record it would save when it has no problems. */
export type Planned<T> = ImportRow & { value?: T };

/** What the options allow: on confirm, rows with problems need `skipInvalid` (else 409 naming the rows). */
export function settle<T>(
  planned: Planned<T>[],
  { confirm, skipInvalid }: { confirm: boolean; skipInvalid: boolean },
): { result: Omit<ImportResult, 'ignoredColumns' | 'saved'>; toSave: (Planned<T> & { value: T })[] } {
  const bad = planned.filter((p) => p.problems.length > 0);
  if (confirm && bad.length > 0 && !skipInvalid) {
    const rows = bad.map((p) => p.row);
    const named = rows.slice(0, 20).join(', ') + (rows.length > 20 ? ', …' : '');
    throw conflict('IMPORT_PROBLEMS', `Rows ${named} have problems: fix them, or skip them (skipInvalid=1).`, {
      rows: named,
      count: rows.length,
    });
  }
  const toSave = planned.filter((p): p is Planned<T> & { value: T } => p.problems.length === 0 && !!p.value);
  const rows: ImportRow[] = planned.map(({ value: _, ...row }) =>
    row.problems.length > 0 ? { ...row, action: 'skip' } : row,
  );
  return {
    result: {
      rows,
      created: toSave.filter((p) => p.action === 'create').length,
      updated: toSave.filter((p) => p.action === 'update').length,
      skipped: bad.length,
    },
    toSave,
  };
}

/** A value given twice in the file (an e-mail, a title): the later rows are the problem. */
export function repeatedIn(
  planned: { key: string | undefined; problems: ImportProblem[] }[],
  problemOf: () => ImportProblem,
) {
  const seen = new Set<string>();
  for (const p of planned) {
    if (p.key === undefined) continue;
    if (seen.has(p.key)) p.problems.push(problemOf());
    seen.add(p.key);
  }
}

/** An import's event values (the workspace's trail): "Imported 120 printshops: 100 new, 20 updated, 3 skipped". */
export function countsOf({ created, updated, skipped }: Pick<ImportResult, 'created' | 'updated' | 'skipped'>) {
  const counts = { imported: created + updated, created, updated, skipped };
  return Object.entries(counts).map(([field, n]) => ({ field, old: null, new: String(n) }));
}
