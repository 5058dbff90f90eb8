import CheckCircle from '@mui/icons-material/CheckCircle';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { quantitiesOf } from '../../../../shared/quantities.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { isLowest, isLowestSum, offered, partOf, pricedCount, priceIn, type Column } from '../lib/columns.ts';
import { DeletedHint } from './deleted-hint.tsx';
import { OfferHistory } from './offer-history.tsx';
import { TermsDetails, TermsSummary } from './offer-terms.tsx';
import { PriceCell } from './price-cell.tsx';
import { StaleNote } from './stale-note.tsx';

type Props = {
  comparison: Comparison;
  offer: Comparison['offers'][number];
  columns: Column[];
  /** The best total among the current offers (null when none ranks). */
  lowestSum: number | null;
  winner: boolean;
};

/** The printshop's column stays in view while the table scrolls through the formats. */
export const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  width: { xs: 150, sm: 170, md: 220 },
  minWidth: { xs: 150, sm: 170, md: 220 },
  maxWidth: { xs: 150, sm: 'none' },
} as const;

/** The total's column stays in view at the other end: with many quantities the formats scroll between. */
export const stickyEnd = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** A stale offer's cells: greyed; its row header says why (docs/product.md#comparison). */
export const staleLook = { color: 'text.secondary' } as const;

/**
 * One printshop's offer: a price per format and quantity, its terms; its history opens below it. A stale
 * offer is greyed, never lowest, and each of its prices stands under the quantity it was given for.
 */
export function OfferRow({ comparison, offer, columns, lowestSum, winner }: Props) {
  const ft = useComparisonTexts();
  const { money, dateTime } = useFormat();
  const historyId = useId();
  const [open, setOpen] = useState(false);
  const alternativeOf = (formatId: string) => offer.prices.find((p) => p.id === formatId)?.alternative;
  const stale = offer.stale ? staleLook : undefined;
  const part = partOf(comparison.formats, offer);
  const awardOf = (formatId: string) =>
    comparison.awards.find((a) => a.formatId === formatId && a.supplierId === offer.supplierId);

  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: open ? 0 : undefined } }}>
        <TableCell component="th" scope="row" sx={[sticky, stale ?? false]}>
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
            <Box sx={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                {winner ? <CheckCircle color="success" fontSize="small" titleAccess={ft('winner')} /> : null}
                {offer.name}
                {offer.deleted ? ` (${ft('deleted')})` : null}
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {ft('comparison.submittedAt')}: {dateTime(offer.submittedAt)}
              </Typography>
              {offer.deleted ? <DeletedHint /> : null}
              <TermsSummary offer={offer} />
              {offer.stale ? <StaleNote comparison={comparison} offer={offer} /> : null}
            </Box>
          </Box>
        </TableCell>
        {columns.map((column) => {
          const value = priceIn(offer, column);
          const format = comparison.formats.find((f) => f.id === column.formatId)!;
          // The alternative is for the quantity the main price was given for.
          const alternative =
            column.kind !== 'runOn' && column.count === pricedCount(offer, format) ? alternativeOf(format.id) : null;
          const award = awardOf(column.formatId);
          const awarded = awardedIn(award, column, quantitiesOf(format));
          return (
            <PriceCell
              key={column.kind === 'runOn' ? `${column.formatId}+` : `${column.formatId}@${column.count}`}
              value={value}
              emptyLabel={offered(offer, column.formatId) ? undefined : ft('comparison.notOffered')}
              lowest={isLowest(comparison, offer, column)}
              lowestLabel={ft(column.kind === 'count' ? 'comparison.lowestLanded' : 'comparison.lowest')}
              awardedLabel={awarded ? ft('comparison.awarded') : undefined}
              note={
                alternative
                  ? ft(award?.alternative ? 'comparison.alternativeAwarded' : 'comparison.alternative', {
                      price: money(alternative.price),
                      description: alternative.description,
                    })
                  : null
              }
              sx={stale}
            />
          );
        })}
        <PriceCell
          value={offer.sum ?? undefined}
          lowest={isLowestSum(offer, lowestSum)}
          lowestLabel={ft('comparison.lowestSum')}
          note={part && ft('comparison.partial', part)}
          bold
          sx={[stickyEnd, stale ?? false]}
        />
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns.length + 2} sx={{ py: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit id={historyId}>
            {/* Stays in view and wraps while a phone scrolls the table sideways. */}
            <Box sx={{ position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 72px)', sm: 'none' } }}>
              <TermsDetails offer={offer} />
              <OfferHistory offer={offer} formats={comparison.formats} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

type Award = Comparison['awards'][number];

/** Whether a column holds what was ordered: its quantity, or run-on for a quantity beyond those asked. */
function awardedIn(award: Award | undefined, column: Column, asked: number[]): boolean {
  if (!award || award.alternative !== null) return false;
  if (column.kind === 'runOn') return !asked.includes(award.count);
  return column.count === award.count;
}
