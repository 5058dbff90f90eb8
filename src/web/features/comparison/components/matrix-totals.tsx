import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import type { bestTotal } from '../../../../shared/lowest.ts';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { foreignOf, partOf } from '../lib/columns.ts';
import { firstColumn, supplierColumn, Spacer, staleLook } from './matrix-look.tsx';
import { scored } from '../../../components/score-words.ts';
import { MatrixScores } from './matrix-scores.tsx';
import { PriceCell } from './price-cell.tsx';

type Offer = Comparison['offers'][number];

type Props = {
  comparison: Comparison;
  /** The offers whose columns render now. */
  offers: Offer[];
  before: number;
  after: number;
  /** The best total among the current offers for every format (null when none ranks). */
  best: ReturnType<typeof bestTotal>;
};

/** The totals stay at the foot of the view while many formats scroll under them. */
const totalLook = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  fontSize: '0.875rem',
  borderTop: 2,
  borderTopColor: 'divider',
} as const;

/**
 * The comparison's last row: each printshop's landed total (its prices above plus its delivery cost, once), the
 * lowest marked, and said beside it when it holds a price far above the others; a partial one says what it covers.
 */
export function MatrixTotals({ comparison, offers, before, after, best }: Props) {
  const ft = useComparisonTexts();
  return (
    <TableFooter>
      <TableRow>
        <TableCell
          component="th"
          scope="row"
          sx={[firstColumn, totalLook, { zIndex: 3, color: 'text.primary', fontWeight: 600 }]}
        >
          {ft('comparison.sum')}
        </TableCell>
        <Spacer width={before} />
        {offers.map((offer) => {
          const part = partOf(comparison.formats, offer);
          const lowest = best?.supplierIds.includes(offer.supplierId) ?? false;
          return (
            <PriceCell
              key={offer.supplierId}
              // An offer in another currency: its own total, and beside it the one that ranks (in the task's).
              value={(foreignOf(comparison, offer) ? offer.quotedSum : offer.sum) ?? undefined}
              foreign={foreignOf(comparison, offer, () => offer.sum ?? 0)}
              look={{
                mark: lowest ? 'total' : null,
                flaggedTotal: lowest && best!.flagged.some((f) => f.supplierId === offer.supplierId),
              }}
              note={part && ft('comparison.partial', part)}
              bold
              sx={[supplierColumn, totalLook, waitsWhole(offer) ? staleLook : { color: 'text.primary' }]}
            />
          );
        })}
        <Spacer width={after} />
      </TableRow>
      {scored(comparison.scoring) ? (
        <MatrixScores comparison={comparison} offers={offers} before={before} after={after} />
      ) : null}
    </TableFooter>
  );
}
