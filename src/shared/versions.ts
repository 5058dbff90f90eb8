/**
 * Versions (docs/product.md#versions): a format printed in several versions, the same spec with other content
 * (8 names of business cards × 250), costs its price for the whole plus, when the task asks for it, a price per
 * version change: one change fewer than there are versions. The offer's total, the ranks, the award and its order
 * count a format's price through `wholePrice`, so that rule is here once. Amounts in cents; no zod here.
 */

/** What changing between `versions` versions costs at `perChange` a change: (versions − 1) × perChange. */
export const versionChanges = (versions: number, perChange: number | null | undefined): number =>
  versions > 1 && perChange ? (versions - 1) * perChange : 0;

/**
 * A price as an offer keeps it for a format with versions: its price for the whole, how many versions it priced
 * and its price per change (absent or null: none asked or given).
 */
export type VersionedPrice = { price: number; versions?: number; versionChangePrice?: number | null };

/** A format's price with its version changes: what the buyer pays for the format at its count. */
export const wholePrice = (p: VersionedPrice): number =>
  p.price + versionChanges(p.versions ?? 1, p.versionChangePrice);

/** The sum of the versions' counts: a format's count when it has versions. */
export const versionsTotal = (versions: readonly { count: number }[]): number =>
  versions.reduce((sum, v) => sum + v.count, 0);
