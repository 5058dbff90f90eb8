import { PRICE_ONLY, SCORING_PARTS, type Score, type ScoringWeights } from '../../shared/scoring.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useScoringTexts } from '../i18n/scoring.ts';

/** Whether weights rank by more than the price: only then do scores show (price alone: the screens stay as they were). */
export const scored = (w: ScoringWeights) => SCORING_PARTS.some((p) => w[p] !== PRICE_ONLY[p]);

/**
 * Scores in words, in the interface language (docs/product.md#scoring): a score's number ("94.5" / "94,5"), the
 * weights in one line ("Price 60 % · Lead time 20 % · Quality 20 %") and a score's parts ("price 90.9 · …").
 */
export function useScoreWords() {
  const st = useScoringTexts();
  const language = useLanguage();
  const number = (value: number) =>
    new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
  const weights = (w: ScoringWeights) =>
    SCORING_PARTS.filter((p) => w[p] > 0)
      .map((p) => st('weight', { part: st(`parts.${p}`), percent: w[p] }))
      .join(' · ');
  const parts = (score: Score, w: ScoringWeights) =>
    SCORING_PARTS.filter((p) => w[p] > 0)
      .map((p) =>
        st(p === 'quality' && score.qualityEstimated ? 'partLine.qualityEstimated' : `partLine.${p}`, {
          value: number(score[p]),
        }),
      )
      .join(' · ');
  return { number, weights, parts };
}
