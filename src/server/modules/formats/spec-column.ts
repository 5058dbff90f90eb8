import type { Version } from '../../../shared/schemas/formats.ts';
import type { Spec } from '../../../shared/schemas/spec.ts';
import { badRequest } from '../../errors.ts';

// A structured spec's column (formats and taskFormats, migration 031): JSON as the shared SpecSchema gives it,
// null for none. Written only from a parsed body, so read back as it was written.

export const specColumn = (spec: Spec | null | undefined): string | null => (spec ? JSON.stringify(spec) : null);

export const parseSpec = (column: string | null): Spec | null =>
  column === null ? null : (JSON.parse(column) as Spec);

// Versions' column (formats and taskFormats, migration 032): JSON [{ name, count }], '[]' for none.

export const versionsColumn = (versions: readonly Version[] | undefined): string => JSON.stringify(versions ?? []);

export const parseVersions = (column: string): Version[] => JSON.parse(column) as Version[];

/** 400 when a name is given twice (in any case): `field` names the versions ("formats.0.versions"). */
export function assertVersionNames(versions: readonly Version[] | undefined, field: string) {
  const names = (versions ?? []).map((v) => v.name.toLowerCase());
  const twice = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (twice >= 0)
    throw badRequest('INVALID', `${field}.${twice}.name: Given twice: name each once`, `${field}.${twice}.name`);
}
