import type { PriceEntry } from '../../../../shared/schemas/offers.ts';

export type PriceChange = { id: string; from: number | null; to: number };
export type Revision = { at: number; sum: number; first: boolean; changes: PriceChange[] };

type Sent = { at: number; sum: number; prices: Pick<PriceEntry, 'id' | 'price'>[] };

/** An offer's revisions, newest first, each with the prices it changed against the one before. */
export function revisions(history: Sent[]): Revision[] {
  const oldestFirst = [...history].sort((a, b) => a.at - b.at);
  return oldestFirst
    .map((revision, i) => {
      const previous = oldestFirst[i - 1];
      const before = new Map(previous?.prices.map((p) => [p.id, p.price]));
      const changes = previous
        ? revision.prices
            .filter((p) => before.get(p.id) !== p.price)
            .map((p) => ({ id: p.id, from: before.get(p.id) ?? null, to: p.price }))
        : [];
      return { at: revision.at, sum: revision.sum, first: !previous, changes };
    })
    .reverse();
}
