import type { ImportProblem } from '../../../shared/schemas/imports.ts';
import { parseIssue, validationSentence } from '../../../shared/validation.ts';
import { badRequest } from '../../errors.ts';

/** A column of an import: the field it fills and its header in each template language; `required` ones must be there. */
export type ImportColumn<F extends string = string> = { field: F; en: string; de: string; required?: boolean };

/** A header compared without case, spaces and punctuation: "E-Mail", "e-mail" and "email" are one. */
const normal = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A file's rows as cells by field, each with its spreadsheet row number; blank rows left out. */
export type TableRow<F extends string> = { row: number; cells: Partial<Record<F, string>> };

export type Sheet<F extends string> = {
  rows: TableRow<F>[];
  /** The header each field's column has in this file (the English one when there is no such column). */
  headers: Record<F, string>;
  ignoredColumns: string[];
};

/**
 * The table's first row read as headers in English or German (or the field names): each column a field, a
 * header no field takes ignored (and named). A required column missing is the file's problem: 400.
 */
export function readSheet<F extends string>(table: string[][], columns: readonly ImportColumn<F>[]): Sheet<F> {
  const [head = [], ...body] = table;
  const byHeader = new Map<string, ImportColumn<F>>();
  for (const c of columns) for (const name of [c.en, c.de, c.field]) byHeader.set(normal(name), c);
  const fieldAt: (F | undefined)[] = [];
  const ignoredColumns: string[] = [];
  const headers = Object.fromEntries(columns.map((c) => [c.field, c.en])) as Record<F, string>;
  head.forEach((header, i) => {
    const column = byHeader.get(normal(header));
    if (column && !fieldAt.includes(column.field)) {
      fieldAt[i] = column.field;
      headers[column.field] = header;
    } else if (header) ignoredColumns.push(header);
  });
  const missing = columns.filter((c) => c.required && !fieldAt.includes(c.field));
  if (missing.length > 0) {
    const names = missing.map((c) => `${c.en} / ${c.de}`).join(', ');
    throw badRequest('IMPORT_COLUMNS', `The first row names no column ${names}: start from the template.`, 'file', {
      columns: names,
    });
  }
  const rows: TableRow<F>[] = [];
  body.forEach((cells, i) => {
    const row: TableRow<F> = { row: i + 2, cells: {} };
    cells.forEach((value, c) => {
      const field = fieldAt[c];
      if (field && value) row.cells[field] = value;
    });
    if (Object.keys(row.cells).length > 0) rows.push(row);
  });
  return { rows, headers, ignoredColumns };
}

/**
 * A problem of a row's cell, with the column as the file names it; zod's own type error for a cell the row
 * leaves empty (`cells` given) says it is required.
 */
export function problem<F extends string>(
  sheet: Pick<Sheet<F>, 'headers'>,
  field: F,
  message: string,
  apiField: string = field,
  cells?: Partial<Record<F, string>>,
): ImportProblem {
  const parsed = parseIssue(message);
  const { key, params } =
    parsed.key === 'invalid' && cells && !cells[field] ? { key: 'required' as const, params: {} } : parsed;
  return {
    field: apiField,
    column: sheet.headers[field],
    code: key,
    params,
    message: validationSentence({ key, params }),
  };
}
