import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { isLowestSum, partOf } from '../lib/columns.ts';
import { firstColumn, printshopColumn, Spacer, staleLook } from './matrix-look.tsx';
import { PriceCell } from './price-cell.tsx';

type Props = {
  comparison: Comparison;
  /** The offers whose columns render now. */
  offers: Offer[];
  before: number;
  after: number;
  /** The best total among the current offers (null when none ranks). */
  lowestSum: number | null;
};

type Offer = Comparison['offers'][number];

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

/** The comparison's last row: each printshop's total, the lowest marked, a partial one saying what it covers. */
export function MatrixTotals({ comparison, offers, before, after, lowestSum }: Props) {
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
          return (
            <PriceCell
              key={offer.supplierId}
              value={offer.sum ?? undefined}
              lowest={isLowestSum(offer, lowestSum)}
              lowestLabel={ft('comparison.lowestSum')}
              note={part && ft('comparison.partial', part)}
              bold
              sx={[printshopColumn, totalLook, offer.stale ? staleLook : { color: 'text.primary' }]}
            />
          );
        })}
        <Spacer width={after} />
      </TableRow>
    </TableFooter>
  );
}
