/**
 * Weighted scoring (docs/product.md#scoring): an offer's score 0–100 from its landed total, lead time, the
 * printshop's quality and the certificates it holds, each part weighed by the task's weights. One rule for the
 * comparison, its cards, the award dialog and the exports. Parts and total in percent, one decimal. No zod.
 */

/** Weights in whole percent, summing to 100. */
export type ScoringWeights = { price: number; leadTime: number; quality: number; certificates: number };

export const SCORING_PARTS = ['price', 'leadTime', 'quality', 'certificates'] as const;

/** What a task weighs when nobody set weights: the price alone, so nothing changes for those who never do. */
export const PRICE_ONLY: ScoringWeights = { price: 100, leadTime: 0, quality: 0, certificates: 0 };

/** Quality assumed (of 5) when neither the printshop nor the workspace has a delivery on record: the middle. */
export const NEUTRAL_QUALITY = 3;

/** What one offer is scored on. */
export type Scored = {
  /** Its landed total (or one format's landed cost); null: nothing to weigh (sealed, nothing current). */
  landed: number | null;
  /** Working days it needs; null: not stated. */
  leadDays: number | null;
  /** The printshop's average quality, 1 to 5; null: no delivery recorded yet. */
  quality: number | null;
  /** Required certificate groups it holds, of how many the task requires. */
  held: number;
  required: number;
};

export type Score = {
  total: number;
  price: number;
  leadTime: number;
  quality: number;
  certificates: number;
  /** Its quality part is the workspace's average (or the middle), since the printshop has no delivery yet. */
  qualityEstimated: boolean;
};

const tenth = (v: number) => Math.round(v * 10) / 10;
const share = (best: number, own: number) => (own <= 0 ? 100 : (100 * best) / own);

/**
 * Each offer's score, in the order given; null for an offer without a landed total. Price = lowest landed ÷ this
 * landed; lead time = shortest ÷ this (an offer that states none scores 0, unless none states one: then all 100);
 * quality = average ÷ 5 (the workspace's average, else the middle, when the printshop has none: marked);
 * certificates = held ÷ required (100 when none are required).
 */
export function scoreOffers(
  weights: ScoringWeights,
  offers: readonly Scored[],
  workspaceQuality: number | null,
): (Score | null)[] {
  const landed = offers.flatMap((o) => (o.landed === null ? [] : [o.landed]));
  const lowest = landed.length ? Math.min(...landed) : 0;
  const stated = offers.flatMap((o) => (o.landed !== null && o.leadDays !== null ? [Math.max(1, o.leadDays)] : []));
  const shortest = stated.length ? Math.min(...stated) : null;
  return offers.map((o) => {
    if (o.landed === null) return null;
    const parts = {
      price: share(lowest, o.landed),
      leadTime: shortest === null ? 100 : o.leadDays === null ? 0 : share(shortest, Math.max(1, o.leadDays)),
      quality: (100 * (o.quality ?? workspaceQuality ?? NEUTRAL_QUALITY)) / 5,
      certificates: o.required === 0 ? 100 : (100 * Math.min(o.held, o.required)) / o.required,
    };
    const total = SCORING_PARTS.reduce((sum, part) => sum + (weights[part] * parts[part]) / 100, 0);
    return {
      total: tenth(total),
      price: tenth(parts.price),
      leadTime: tenth(parts.leadTime),
      quality: tenth(parts.quality),
      certificates: tenth(parts.certificates),
      qualityEstimated: o.quality === null,
    };
  });
}

/** The highest total among the scores (null: none scored); ties share it. */
export function bestScore(scores: readonly (Score | null)[]): number | null {
  const totals = scores.flatMap((s) => (s ? [s.total] : []));
  return totals.length ? Math.max(...totals) : null;
}

/** The weights' sum; the API refuses weights that do not add up to 100. */
export const weightsSum = (w: ScoringWeights) => SCORING_PARTS.reduce((sum, part) => sum + w[part], 0);

/** Weights as a column keeps them (JSON; null: none set): the price alone unless four whole numbers adding up to 100. */
export function readWeights(column: string | null): ScoringWeights {
  if (column === null) return PRICE_ONLY;
  const parsed = JSON.parse(column) as Partial<ScoringWeights>;
  const weights = { ...PRICE_ONLY, ...parsed };
  return SCORING_PARTS.every((p) => Number.isInteger(weights[p])) && weightsSum(weights) === 100 ? weights : PRICE_ONLY;
}

/** Weights as a column keeps them: null for the price alone, so a task that never set any reads as before. */
export const storedWeights = (w: ScoringWeights): string | null =>
  SCORING_PARTS.every((p) => w[p] === PRICE_ONLY[p]) ? null : JSON.stringify(w);

/** Weights as the history names them, in the parts' order (price / lead time / quality / certificates): "60 / 20 / 20 / 0". */
export const weightsRecorded = (w: ScoringWeights) => SCORING_PARTS.map((p) => w[p]).join(' / ');
