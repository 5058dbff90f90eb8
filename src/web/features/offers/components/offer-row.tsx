import CheckCircle from '@mui/icons-material/CheckCircle';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { formatEuros } from '../../../../shared/money.ts';
import type { Comparison } from '../../../../shared/schemas/offers.ts';
import { formatLocalDateTime } from '../../../lib/format-date.ts';
import { useOffersTexts } from '../i18n/texts.ts';
import { OfferHistory } from './offer-history.tsx';

type Props = {
  offer: Comparison['offers'][number];
  formats: Comparison['formats'];
  lowestPrices: Map<string, number>;
  lowestSum: number;
  winner: boolean;
};

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** The printshop's column stays in view while a phone scrolls through the formats. */
export const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 130,
  maxWidth: { xs: 160, sm: 'none' },
} as const;
// Relative: the hidden "lowest" text must stay inside the table's scroll box.
const best = {
  position: 'relative',
  fontWeight: 700,
  color: 'success.dark',
  bgcolor: (t: { palette: { success: { main: string } } }) => alpha(t.palette.success.main, 0.12),
};

/** One printshop's offer; its history opens below it. */
export function OfferRow({ offer, formats, lowestPrices, lowestSum, winner }: Props) {
  const ft = useOffersTexts();
  const historyId = useId();
  const [open, setOpen] = useState(false);
  const prices = new Map(offer.prices.map((p) => [p.id, p.price]));
  const price = (value: number | undefined, lowest: boolean, label: string) =>
    value === undefined ? (
      <span aria-label={ft('comparison.noPrice')}>–</span>
    ) : (
      <>
        {formatEuros(value)}
        {lowest ? <Box component="span" sx={hidden}>{` (${label})`}</Box> : null}
      </>
    );

  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: open ? 0 : undefined } }}>
        <TableCell component="th" scope="row" sx={sticky}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <IconButton
              size="small"
              aria-expanded={open}
              aria-controls={historyId}
              aria-label={ft(open ? 'comparison.hideHistory' : 'comparison.showHistory', { name: offer.name })}
              onClick={() => setOpen(!open)}
              sx={{ ml: -1 }}
            >
              {open ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
            </IconButton>
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                {winner ? <CheckCircle color="success" fontSize="small" titleAccess={ft('winner')} /> : null}
                {offer.name}
                {offer.deleted ? ` (${ft('deleted')})` : null}
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {ft('comparison.submittedAt')}: {formatLocalDateTime(offer.submittedAt)}
              </Typography>
            </Box>
          </Box>
        </TableCell>
        {formats.map((f) => {
          const value = prices.get(f.id);
          const lowest = value !== undefined && value === lowestPrices.get(f.id);
          return (
            <TableCell key={f.id} align="right" sx={{ whiteSpace: 'nowrap', ...(lowest ? best : {}) }}>
              {price(value, lowest, ft('comparison.lowest'))}
            </TableCell>
          );
        })}
        <TableCell
          align="right"
          sx={{ whiteSpace: 'nowrap', fontWeight: 600, ...(offer.sum === lowestSum ? best : {}) }}
        >
          {price(offer.sum, offer.sum === lowestSum, ft('comparison.lowestSum'))}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={formats.length + 2} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit id={historyId}>
            {/* Stays in view and wraps while a phone scrolls the table sideways. */}
            <Box sx={{ position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 72px)', sm: 'none' } }}>
              <OfferHistory offer={offer} formats={formats} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
