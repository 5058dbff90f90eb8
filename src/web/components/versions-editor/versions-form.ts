import { z } from 'zod';
import { parseCount } from '../../../shared/money.ts';
import { VersionSchema, VersionsSchema, type Version } from '../../../shared/schemas/formats.ts';
import { typedCount } from '../../lib/form/typed-count.ts';

// A format's versions as the editor holds them (docs/product.md#versions): each count as typed ("250", "1.000"),
// parsed into the shared VersionsSchema, whose messages and paths are the server's (`versions.1.name`).

const VersionFormSchema = z.object({
  // Checked here too, not only after the pipe: a missing name shows beside a missing quantity.
  name: VersionSchema.shape.name,
  count: typedCount,
});

export const VersionsFormSchema = z.array(VersionFormSchema).pipe(VersionsSchema);
export type VersionsFormValues = z.input<typeof VersionsFormSchema>;

/** Saved versions as the editor shows them. */
export const toVersionsForm = (versions: readonly Version[]): VersionsFormValues =>
  versions.map((v) => ({ name: v.name, count: String(v.count) }));

/** The sum of the typed counts that are whole numbers; null without versions: the format's own count stands. */
export function typedVersionsTotal(versions: VersionsFormValues | undefined): number | null {
  if (!versions?.length) return null;
  return versions.reduce((sum, v) => sum + (parseCount(v.count) ?? 0), 0);
}
