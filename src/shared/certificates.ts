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
 * The required kinds a printshop lacks for a task: those it holds no certificate of that is valid on the task's
 * deadline day (`validUntil` on or after it), in the order required.
 */
export function lackingKinds(
  required: readonly string[],
  held: readonly HeldCertificate[],
  deadline: string,
): string[] {
  return required.filter((kind) => !held.some((c) => sameKind(c.kind, kind) && c.validUntil >= deadline));
}
