import { landedCost } from '../../../shared/landed-cost.ts';
import { bestScore, readWeights, scoreOffers, type Score, type Scored } from '../../../shared/scoring.ts';
import type { Outlier } from '../../../shared/lowest.ts';
import type { Executor } from '../../db/database.ts';
import { qualityAverages } from '../deliveries/index.ts';
import { lackingOf } from '../suppliers/index.ts';
import { requiredOf, type TaskRow } from '../tasks/index.ts';

/** An offer as its score reads it: its landed total (null: none to weigh), current prices and delivery, in the task's currency. */
export type ScoredOffer = {
  supplierId: string;
  landed: number | null;
  prices: readonly { id: string; price: number }[];
  deliveryCost: number | null;
  leadDays: number | null;
};

type Format = { id: string; count: number };

/**
 * Each offer's score and its score per format by the task's weights (docs/product.md#scoring), and the best of
 * each. A format's score weighs its price plus the offer's delivery cost ("incl. delivery", as the lowest mark);
 * a price flagged far above the others is not scored.
 */
export async function scoresOf(
  ex: Executor,
  task: TaskRow,
  today: string,
  offers: readonly ScoredOffer[],
  formats: readonly Format[],
  outliers: readonly Outlier[],
) {
  const weights = readWeights(task.scoring);
  const required = requiredOf(task);
  const ids = offers.map((o) => o.supplierId);
  const [quality, lacking] = await Promise.all([
    qualityAverages(ex, task.workspaceId),
    lackingOf(ex, task.workspaceId, ids, required, task.deadlineDate ?? today),
  ]);
  const base = (o: ScoredOffer, landed: number | null): Scored => ({
    landed,
    leadDays: o.leadDays,
    quality: quality.bySupplier.get(o.supplierId) ?? null,
    held: required.length - (lacking.get(o.supplierId)?.length ?? 0),
    required: required.length,
  });
  const totals = scoreOffers(
    weights,
    offers.map((o) => base(o, o.landed)),
    quality.workspace,
  );
  const flagged = new Set(outliers.map((o) => `${o.supplierId} ${o.formatId}`));
  const perFormat = formats.map((f) => {
    const landed = offers.map((o) => {
      const entry = o.prices.find((p) => p.id === f.id);
      if (!entry || flagged.has(`${o.supplierId} ${f.id}`)) return null;
      const line = [{ formatId: f.id, supplierId: o.supplierId, count: f.count, price: entry.price }];
      return landedCost(line, () => o.deliveryCost).total;
    });
    return scoreOffers(
      weights,
      offers.map((o, i) => base(o, landed[i]!)),
      quality.workspace,
    );
  });
  const ofOffer = new Map<string, { score: Score | null; formatScores: { id: string; total: number }[] }>();
  offers.forEach((o, i) => {
    const formatScores = formats.flatMap((f, j) => {
      const s = perFormat[j]![i];
      return s ? [{ id: f.id, total: s.total }] : [];
    });
    ofOffer.set(o.supplierId, { score: totals[i] ?? null, formatScores });
  });
  return {
    weights,
    ofOffer,
    bestScore: {
      total: bestScore(totals),
      formats: formats.flatMap((f, j) => {
        const best = bestScore(perFormat[j]!);
        return best === null ? [] : [{ id: f.id, total: best }];
      }),
    },
  };
}
