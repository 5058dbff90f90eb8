import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useScoringTexts } from '../../../i18n/scoring.ts';
import { firstColumn, supplierColumn, Spacer } from './matrix-look.tsx';
import { greenTint } from './price-text.tsx';
import { hasBestScore, ScoreText } from './score-text.tsx';

type Offer = Comparison['offers'][number];

/**
 * Under the totals, each printshop's score by the task's weights and its parts, the best marked like the lowest
 * total (docs/product.md#scoring). Shown by the caller only when the weights are not the price alone.
 */
export function MatrixScores(props: { comparison: Comparison; offers: Offer[]; before: number; after: number }) {
  const { comparison, offers, before, after } = props;
  const st = useScoringTexts();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={[firstColumn, { color: 'text.primary', fontWeight: 600 }]}>
        {st('score')}
      </TableCell>
      <Spacer width={before} />
      {offers.map((offer) => (
        <TableCell
          key={offer.supplierId}
          align="right"
          sx={[supplierColumn, hasBestScore(comparison, offer) ? greenTint : false]}
        >
          <ScoreText comparison={comparison} offer={offer} />
        </TableCell>
      ))}
      <Spacer width={after} />
    </TableRow>
  );
}
