import { describe, expect, it } from 'vitest';
import { bestScore, PRICE_ONLY, scoreOffers, weightsSum, type Scored, type ScoringWeights } from './scoring.ts';

const offer = (landed: number | null, leadDays: number | null, quality: number | null, held = 0, required = 0) =>
  ({ landed, leadDays, quality, held, required }) satisfies Scored;
const w = (price: number, leadTime: number, quality: number, certificates: number): ScoringWeights => ({
  price,
  leadTime,
  quality,
  certificates,
});

describe('scoreOffers', () => {
  // [what, weights, offers, workspace quality, expected totals, expected parts of the first offer]
  const rows: [string, ScoringWeights, Scored[], number | null, (number | null)[], Partial<Record<string, number>>][] =
    [
      [
        'price alone: lowest 100, twice the price 50',
        PRICE_ONLY,
        [offer(1000, 5, 4), offer(2000, 1, 5)],
        null,
        [100, 50],
        { price: 100 },
      ],
      [
        '60/20/20: the dearer, faster, better shop wins',
        w(60, 20, 20, 0),
        [offer(1000, 10, 3), offer(1100, 5, 5)],
        null,
        // 60·1 + 20·0.5 + 20·0.6 = 82; 60·(1000/1100) + 20·1 + 20·1 = 94.5
        [82, 94.5],
        { price: 100, leadTime: 50, quality: 60 },
      ],
      [
        'no lead time stated by anyone: all full marks for it',
        w(50, 50, 0, 0),
        [offer(1000, null, null), offer(1250, null, null)],
        null,
        [100, 90],
        { leadTime: 100 },
      ],
      [
        'one states none while another does: it scores 0 for lead time',
        w(50, 50, 0, 0),
        [offer(1000, null, null), offer(1000, 4, null)],
        null,
        [50, 100],
        { leadTime: 0 },
      ],
      [
        'no delivery yet: the workspace average, marked',
        w(0, 0, 100, 0),
        [offer(1000, null, null), offer(900, null, 5)],
        4,
        [80, 100],
        { quality: 80 },
      ],
      [
        'no delivery anywhere: the middle, 3 of 5',
        w(0, 0, 100, 0),
        [offer(1000, null, null)],
        null,
        [60],
        { quality: 60 },
      ],
      [
        'certificates held of required; none required: full marks',
        w(50, 0, 0, 50),
        [offer(1000, null, null, 1, 2), offer(1000, null, null, 2, 2)],
        null,
        [75, 100],
        { certificates: 50 },
      ],
      ['sealed offers are not scored', PRICE_ONLY, [offer(null, 3, 4), offer(1500, 3, 4)], null, [null, 100], {}],
      [
        'one decimal',
        w(100, 0, 0, 0),
        [offer(300, null, null), offer(900, null, null), offer(700, null, null)],
        null,
        [100, 33.3, 42.9],
        {},
      ],
    ];
  it.each(rows)('%s', (_what, weights, offers, workspace, totals, parts) => {
    const scores = scoreOffers(weights, offers, workspace);
    expect(scores.map((s) => s?.total ?? null)).toEqual(totals);
    expect(scores[0] ?? {}).toMatchObject(parts);
  });

  it('marks a quality taken from the workspace, not one of the printshop', () => {
    const [estimated, own] = scoreOffers(w(0, 0, 100, 0), [offer(1, null, null), offer(1, null, 4)], 4);
    expect([estimated?.qualityEstimated, own?.qualityEstimated]).toEqual([true, false]);
  });

  it('a lead time of 0 counts as one day', () => {
    expect(scoreOffers(w(0, 100, 0, 0), [offer(1, 0, null), offer(1, 2, null)], null).map((s) => s?.total)).toEqual([
      100, 50,
    ]);
  });
});

describe('bestScore and weightsSum', () => {
  it('takes the highest total, null without one', () => {
    const scores = scoreOffers(
      PRICE_ONLY,
      [offer(2000, null, null), offer(1000, null, null), offer(null, null, null)],
      null,
    );
    expect(bestScore(scores)).toBe(100);
    expect(bestScore([null])).toBeNull();
  });
  it('adds the weights', () => {
    expect(weightsSum(w(60, 20, 20, 0))).toBe(100);
    expect(weightsSum(w(60, 20, 20, 10))).toBe(110);
  });
});
