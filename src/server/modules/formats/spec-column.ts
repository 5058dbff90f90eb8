import type { Version } from '../../../shared/schemas/formats.ts';
import type { Spec } from '../../../shared/schemas/spec.ts';

// A structured spec's column (formats and taskFormats, migration 031): JSON as the shared SpecSchema gives it,
// null for none. Written only from a parsed body, so read back as it was written.

export const specColumn = (spec: Spec | null | undefined): string | null => (spec ? JSON.stringify(spec) : null);

export const parseSpec = (column: string | null): Spec | null =>
  column === null ? null : (JSON.parse(column) as Spec);

// Versions' column (formats and taskFormats, migration 032): JSON [{ name, count }], '[]' for none.

export const versionsColumn = (versions: readonly Version[] | undefined): string => JSON.stringify(versions ?? []);

export const parseVersions = (column: string): Version[] => JSON.parse(column) as Version[];
