import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useScoreWords } from '../../../components/score-words.ts';
import { useScoringTexts } from '../../../i18n/scoring.ts';

type Offer = Comparison['offers'][number];

/** Whether an offer holds the best score overall (ties share it). */
export const hasBestScore = (comparison: Comparison, offer: Offer) =>
  offer.score !== null && offer.score.total === comparison.bestScore.total;

/**
 * An offer's score by the task's weights (docs/product.md#scoring): "94.5", "best score" under it on the best,
 * and its parts in a small line ("price 90.9 · lead time 100 · quality 100 (est.)"); a dash when not scored.
 */
export function ScoreText({ comparison, offer }: { comparison: Comparison; offer: Offer }) {
  const st = useScoringTexts();
  const words = useScoreWords();
  if (offer.score === null) return <span>–</span>;
  const best = hasBestScore(comparison, offer);
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {words.number(offer.score.total)}
      </Box>
      {best ? (
        <Typography variant="caption" sx={{ display: 'block', color: 'success.dark', fontWeight: 600 }}>
          {st('bestScore')}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
        {words.parts(offer.score, comparison.scoring)}
      </Typography>
    </>
  );
}

/** A format's score under its price ("score 94.5"), when the offer is scored for it; null otherwise. */
export function useFormatScore(comparison: Comparison) {
  const st = useScoringTexts();
  const words = useScoreWords();
  return (offer: Offer, formatId: string) => {
    const own = offer.formatScores.find((s) => s.id === formatId);
    if (!own) return null;
    const best = comparison.bestScore.formats.find((s) => s.id === formatId)?.total === own.total;
    return `${st('formatScore', { value: words.number(own.total) })}${best ? ` · ${st('bestScore')}` : ''}`;
  };
}
