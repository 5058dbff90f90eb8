import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { ScorecardLine } from '../../../components/scorecard-line.tsx';
import { useComparisonTexts } from '../i18n/texts.ts';

import { firstColumn, supplierColumn, Spacer, staleLook } from './matrix-look.tsx';

type Offer = Comparison['offers'][number];

type Props = {
  /** The offers whose columns render now. */
  offers: Offer[];
  before: number;
  after: number;
  winner: (supplierId: string) => boolean;
  /** The printshop's name opens its terms and history. */
  onDetails: (offer: Offer) => void;
};

/**
 * A column per printshop, its name on top with how many revisions it sent: a winner checked, an offer whose every
 * price waits greyed and said to need confirmation, one with some prices to confirm said how many. Its terms open
 * from the name; its lead time and validity are the rows below (matrix-terms.tsx).
 */
export function MatrixHead({ offers, before, after, winner, onDetails }: Props) {
  const ft = useComparisonTexts();
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={[firstColumn, { zIndex: 3, verticalAlign: 'bottom', bgcolor: 'background.default' }]}>
          {ft('comparison.format')}
        </TableCell>
        <Spacer width={before} />
        {offers.map((offer) => (
          <TableCell
            key={offer.supplierId}
            align="right"
            sx={[supplierColumn, { verticalAlign: 'bottom' }, waitsWhole(offer) ? staleLook : false]}
          >
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', gap: 0.5 }}>
              {winner(offer.supplierId) ? (
                <CheckCircle color="success" sx={{ fontSize: 18, mt: 0.25 }} titleAccess={ft('winner')} />
              ) : null}
              <Link
                component="button"
                aria-haspopup="dialog"
                aria-label={ft('comparison.details', { name: offer.name })}
                onClick={() => onDetails(offer)}
                sx={{ fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere', color: 'inherit' }}
              >
                {offer.name}
              </Link>
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {ft('comparison.revisions', { count: offer.revisions })}
            </Typography>
            <ScorecardLine supplierId={offer.supplierId} align="right" />
            {offer.deleted ? <Caption>{ft('deleted')}</Caption> : null}
            {waitsWhole(offer) ? (
              <Caption>{ft('comparison.needsConfirmation')}</Caption>
            ) : offer.stale ? (
              <Caption>{ft('comparison.toConfirmCount', { count: offer.staleFormats.length })}</Caption>
            ) : null}
          </TableCell>
        ))}
        <Spacer width={after} />
      </TableRow>
    </TableHead>
  );
}

function Caption({ children }: { children: string }) {
  return (
    <Typography variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
      {children}
    </Typography>
  );
}
