import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { ScorecardLine } from '../../../components/scorecard-line.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import {
  columnsOf,
  isLowest,
  isLowestSum,
  offered,
  partOf,
  pricedCount,
  priceIn,
  type Column,
} from '../lib/columns.ts';
import { DeletedHint } from './deleted-hint.tsx';
import { OfferHistory } from './offer-history.tsx';
import { TermsDetails, TermsSummary } from './offer-terms.tsx';
import { staleLook } from './matrix-look.tsx';
import { Dash, hidden } from './price-cell.tsx';
import { StaleNote } from './stale-note.tsx';

type Offer = Comparison['offers'][number];

const lowestLook = {
  fontWeight: 700,
  color: 'success.dark',
  bgcolor: (t: { palette: { success: { main: string } } }) => alpha(t.palette.success.main, 0.12),
};

/**
 * On a phone, one printshop's offer as a card: its name whole, its total, and per format a line per
 * quantity with the lowest marked; its terms and history open below. The table would scroll sideways there.
 * A stale offer is greyed, marked nowhere lowest, and names its prices for quantities no longer asked.
 */
export function OfferCard({
  comparison,
  offer,
  lowestSum,
  winner,
}: {
  comparison: Comparison;
  offer: Offer;
  lowestSum: number | null;
  winner: boolean;
}) {
  const ft = useComparisonTexts();
  const { money, count, dateTime } = useFormat();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const label = (column: Column) =>
    column.kind === 'runOn' ? ft('comparison.runOn') : ft('quantity', { count: count(column.count) });
  const part = partOf(comparison.formats, offer);
  const price = (
    value: number | undefined,
    lowest: boolean,
    lowestLabel: string,
    emptyLabel = ft('comparison.noPrice'),
  ) => (
    <Box component="span" sx={[{ px: 0.5, borderRadius: 0.5, whiteSpace: 'nowrap' }, lowest ? lowestLook : false]}>
      {value === undefined ? <Dash label={emptyLabel} /> : money(value)}
      {lowest ? <Box component="span" sx={hidden}>{` (${lowestLabel})`}</Box> : null}
    </Box>
  );
  return (
    <Paper variant="outlined" sx={[{ p: 1.5 }, offer.stale ? staleLook : false]}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'flex', gap: 0.5 }}>
            {winner ? <CheckCircle color="success" fontSize="small" titleAccess={ft('winner')} /> : null}
            <Box component="span" sx={{ minWidth: 0 }}>
              {offer.name}
              {offer.deleted ? ` (${ft('deleted')})` : null}
            </Box>
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {ft('comparison.submittedAt')}: {dateTime(offer.submittedAt)} ·{' '}
            {ft('comparison.revisions', { count: offer.revisions })}
          </Typography>
          <ScorecardLine supplierId={offer.supplierId} />
          {offer.deleted ? <DeletedHint /> : null}
        </Box>
        <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {ft('comparison.sum')}
          </Typography>
          {price(offer.sum ?? undefined, isLowestSum(offer, lowestSum), ft('comparison.lowestSum'))}
          {part ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {ft('comparison.partial', part)}
            </Typography>
          ) : null}
        </Typography>
      </Box>
      <TermsSummary offer={offer} />
      {offer.stale ? <StaleNote comparison={comparison} offer={offer} /> : null}
      {comparison.formats.map((format) => {
        // The alternative is for the quantity the main price was given for: a line of its own when not asked now.
        const asked = columnsOf(format).some((c) => c.kind !== 'runOn' && c.count === pricedCount(offer, format));
        const alternative = asked ? offer.prices.find((p) => p.id === format.id)?.alternative : null;
        return (
          <Box key={format.id} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
              {format.title}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25 }}>
              {columnsOf(format).map((column) => {
                const value = priceIn(offer, column);
                return (
                  <Box key={column.kind === 'runOn' ? 'run-on' : column.count} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label(column)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {price(
                        value,
                        isLowest(comparison, offer, column),
                        ft('comparison.lowest'),
                        offered(offer, format.id) ? undefined : ft('comparison.notOffered'),
                      )}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            {alternative ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {ft('comparison.alternative', {
                  price: money(alternative.price),
                  description: alternative.description,
                })}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      <Button
        size="small"
        sx={{ mt: 1, ml: -0.5, textAlign: 'left', overflowWrap: 'anywhere' }}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        {ft(open ? 'comparison.hideHistory' : 'comparison.showHistory', { name: offer.name })}
      </Button>
      <Collapse in={open} unmountOnExit id={detailsId}>
        <TermsDetails offer={offer} />
        <OfferHistory offer={offer} formats={comparison.formats} />
      </Collapse>
    </Paper>
  );
}
