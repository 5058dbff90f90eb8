import type { z } from 'zod';
import type { ImportProblem } from '../../../shared/schemas/imports.ts';
import { SupplierInputSchema, SupplierUpdateSchema, type SupplierInput } from '../../../shared/schemas/suppliers.ts';
import { problem, repeatedIn, type ImportColumn, type Planned, type Sheet } from '../imports/index.ts';

// A printshop list as a spreadsheet has it (docs/product.md#import): one row a printshop, the create body's
// fields as columns, the certificates in one cell.

export const SUPPLIER_COLUMNS = [
  { field: 'name', en: 'Name', de: 'Name', required: true },
  { field: 'email', en: 'E-mail', de: 'E-Mail', required: true },
  { field: 'language', en: 'Language', de: 'Sprache' },
  { field: 'contactPerson', en: 'Contact person', de: 'Ansprechpartner' },
  { field: 'address', en: 'Address', de: 'Adresse' },
  { field: 'country', en: 'Country', de: 'Land' },
  { field: 'vatNumber', en: 'VAT number', de: 'USt-IdNr.' },
  { field: 'accountNumber', en: 'Account number (IBAN)', de: 'Kontonummer (IBAN)' },
  { field: 'certificates', en: 'Certificates', de: 'Zertifikate' },
] as const satisfies readonly ImportColumn[];

type Field = (typeof SUPPLIER_COLUMNS)[number]['field'];

/** Language names as a list may have them, beside the codes. */
const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en',
  englisch: 'en',
  german: 'de',
  deutsch: 'de',
  slovak: 'sk',
  slowakisch: 'sk',
  slovenčina: 'sk',
  slovensky: 'sk',
};

/** `FSC | C123456 | 2027-12-31; PEFC | | 2026-06-30`: kind, number and last valid day, certificates apart by `;`. */
function certificatesOf(cell: string) {
  return cell
    .split(/[;\n]/)
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const parts = c.split('|').map((p) => p.trim());
      const [kind = '', number = '', validUntil = ''] = parts.length === 2 ? [parts[0], '', parts[1]] : parts;
      return { kind, number, validUntil };
    });
}

function inputOf(cells: Partial<Record<Field, string>>) {
  const { certificates, language, ...rest } = cells;
  return {
    ...rest,
    ...(language === undefined ? {} : { language: LANGUAGE_NAMES[language.toLowerCase()] ?? language.toLowerCase() }),
    ...(certificates === undefined ? {} : { certificates: certificatesOf(certificates) }),
  };
}

export type SupplierRow = {
  existingId?: string;
  create?: SupplierInput;
  update?: z.infer<typeof SupplierUpdateSchema>;
};

/**
 * Each row checked with the create body's schema, or, for an e-mail the workspace has, the update's (the
 * cells given replace, empty ones keep what is stored); an e-mail twice in the file is a problem of the later row.
 */
export function planSuppliers(sheet: Sheet<Field>, existing: Map<string, string>): Planned<SupplierRow>[] {
  const planned = sheet.rows.map(({ row, cells }) => {
    const email = cells.email?.trim().toLowerCase();
    const existingId = email === undefined ? undefined : existing.get(email);
    const parsed = (existingId ? SupplierUpdateSchema : SupplierInputSchema).safeParse(inputOf(cells));
    const problems: ImportProblem[] = parsed.success
      ? []
      : parsed.error.issues.map((i) => {
          const field = String(i.path[0] ?? 'name') as Field;
          return problem(sheet, field, i.message, i.path.join('.'), cells);
        });
    const value: SupplierRow | undefined = !parsed.success
      ? undefined
      : existingId
        ? { existingId, update: parsed.data as z.infer<typeof SupplierUpdateSchema> }
        : { create: parsed.data as SupplierInput };
    return {
      row,
      label: cells.name ?? cells.email ?? '',
      action: existingId ? ('update' as const) : ('create' as const),
      problems,
      value,
      key: email,
    };
  });
  repeatedIn(planned, () => problem(sheet, 'email', 'repeated'));
  return planned.map(({ key: _, ...p }) => p);
}
