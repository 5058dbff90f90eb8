/**
 * Certificates a printshop holds and a task may require (docs/product.md#certificates). No zod here: the staff
 * app's first load and the printshop's page use it.
 */

/** The kinds offered in the pickers; any other kind is free text. */
export const CERTIFICATE_KINDS = ['FSC', 'PEFC', 'ISO 12647', 'ISO 14001', 'EU Ecolabel', 'Blauer Engel'] as const;

export const MAX_CERTIFICATE_KIND = 60;
export const MAX_CERTIFICATE_NUMBER = 100;
export const MAX_CERTIFICATES = 30;
/** An expiry this many days ahead or nearer is warned about. */
export const EXPIRY_WARNING_DAYS = 30;

export type HeldCertificate = { kind: string; validUntil: string };

/** Kinds compare without regard to case or surrounding spaces: "fsc " is FSC. */
export const sameKind = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What a task requires: groups of kinds, each met by one valid certificate of any of its kinds ("FSC or PEFC");
 * `[["FSC", "PEFC"], ["ISO 12647"]]`.
 */
export type CertificateGroups = string[][];

/**
 * The groups a task row stores (its `requiredCertificates` column, JSON). Tasks saved before groups existed
 * store a list of kinds: `["FSC"]` reads as `[["FSC"]]`. Every reader of the column goes through this.
 */
export function readCertificateGroups(stored: string): CertificateGroups {
  const list = JSON.parse(stored) as (string | string[])[];
  return list.map((item) => (Array.isArray(item) ? item : [item]));
}

/** The kinds required alone (the groups of one kind): what `requiredCertificates` answers, never more than required. */
export const singleKinds = (groups: CertificateGroups): string[] =>
  groups.filter((group) => group.length === 1).map(([kind]) => kind!);

/** A task's requirement as its reads answer it: the groups, and the kinds required alone. */
export const requirementOf = (groups: CertificateGroups) => ({
  certificateGroups: groups,
  requiredCertificates: singleKinds(groups),
});

/**
 * The groups a printshop lacks for a task: those of which it holds no certificate of any kind that is valid on
 * the task's deadline day (`validUntil` on or after it), in the order required.
 */
export function lackingGroups(
  groups: CertificateGroups,
  held: readonly HeldCertificate[],
  deadline: string,
): CertificateGroups {
  return groups.filter(
    (group) => !held.some((c) => c.validUntil >= deadline && group.some((kind) => sameKind(c.kind, kind))),
  );
}

/** A group as a reader of `language` says it: "FSC or PEFC", "FSC oder PEFC", "FSC alebo PEFC". */
export const groupText = (group: readonly string[], language: string): string =>
  new Intl.ListFormat(language, { type: 'disjunction' }).format(group);

/** Groups as the task form takes them and the history shows them: "FSC / PEFC, ISO 12647". */
export const groupsText = (groups: CertificateGroups): string => groups.map((group) => group.join(' / ')).join(', ');
