import { z } from 'zod';

// Importing printshops and stored formats from a spreadsheet (docs/product.md#import, docs/decisions/034): one
// upload previews, the same upload with `confirm=1` saves.

const flag = z.enum(['0', '1', 'true', 'false']).optional();

/** `?confirm=1` saves (else a preview that saves nothing); `skipInvalid=1` lets it skip the rows with problems. */
export const ImportQuerySchema = z.object({ confirm: flag, skipInvalid: flag });
export type ImportQuery = z.infer<typeof ImportQuerySchema>;

export const isOn = (value: ImportQuery['confirm']) => value === '1' || value === 'true';

export const TEMPLATE_LANGUAGES = ['en', 'de'] as const;
export const TEMPLATE_FILE_KINDS = ['xlsx', 'csv'] as const;

/** `GET …/import-template`: the empty sheet with its headers in one language. */
export const ImportTemplateQuerySchema = z.object({
  format: z.enum(TEMPLATE_FILE_KINDS).default('xlsx'),
  lang: z.enum(TEMPLATE_LANGUAGES).default('en'),
});

/** What is wrong with one cell: the field (the API's name), the validation key and its parameters. */
export const ImportProblemSchema = z.object({
  field: z.string(),
  /** The column's header as the file names it (the template's English one when the file has no such column). */
  column: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.string()),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'skip'] as const;

/** One row of the file: its number as the spreadsheet shows it (the headers are row 1). */
export const ImportRowSchema = z.object({
  row: z.number().int(),
  /** The printshop's name or the format's title, as the file gives it. */
  label: z.string(),
  /** What saving does with it: a new record, an update of the one with the same e-mail or title, or none. */
  action: z.enum(IMPORT_ACTIONS),
  problems: z.array(ImportProblemSchema),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportResultSchema = z.object({
  /** False: a preview, nothing saved. */
  saved: z.boolean(),
  rows: z.array(ImportRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Headers the file has that no field takes: their cells are not read. */
  ignoredColumns: z.array(z.string()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
