import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { isOutlier, type bestTotal } from '../../../../shared/lowest.ts';
import { waitsWhole } from '../../../../shared/offer.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { ScorecardLine } from '../../../components/scorecard-line.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { columnsOf, markOf, missing, partOf, pricedCount, priceIn, type Column } from '../lib/columns.ts';
import { DeletedHint } from './deleted-hint.tsx';
import { OfferHistory } from './offer-history.tsx';
import { CardTerms, TermsDetails } from './offer-terms.tsx';
import { staleLook } from './matrix-look.tsx';
import { greenTint, PriceText } from './price-text.tsx';
import { StaleNote } from './stale-note.tsx';
import { scored } from '../../../components/score-words.ts';
import { useScoringTexts } from '../../../i18n/scoring.ts';
import { hasBestScore, ScoreText, useFormatScore } from './score-text.tsx';

type Offer = Comparison['offers'][number];

/**
 * On a phone, one printshop's offer as a card: its name whole, its total incl. delivery, and per format a line
 * per quantity marked as the table marks it; its delivery cost, lead time and validity; its terms and history
 * open below. The table would scroll sideways there. An offer whose every price waits is greyed.
 */
export function OfferCard({
  comparison,
  offer,
  best,
  winner,
}: {
  comparison: Comparison;
  offer: Offer;
  best: ReturnType<typeof bestTotal>;
  winner: boolean;
}) {
  const ft = useComparisonTexts();
  const { money, count, dateTime } = useFormat();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const label = (column: Column) =>
    column.kind === 'runOn' ? ft('comparison.runOn') : ft('quantity', { count: count(column.count) });
  const part = partOf(comparison.formats, offer);
  const lowest = best?.supplierIds.includes(offer.supplierId) ?? false;
  const st = useScoringTexts();
  const formatScore = useFormatScore(comparison);
  const scoring = scored(comparison.scoring);
  return (
    <Paper variant="outlined" sx={[{ p: 1.5 }, waitsWhole(offer) ? staleLook : false]}>
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
        <Box sx={[{ fontWeight: 600, textAlign: 'right', px: 0.5, borderRadius: 0.5 }, lowest ? greenTint : false]}>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {ft('comparison.sum')}
          </Typography>
          <PriceText
            value={offer.sum ?? undefined}
            look={{
              mark: lowest ? 'total' : null,
              flaggedTotal: lowest && best!.flagged.some((f) => f.supplierId === offer.supplierId),
            }}
          />
          {part ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {ft('comparison.partial', part)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {scoring ? (
        <Box sx={[{ mt: 1, px: 0.5, borderRadius: 0.5 }, hasBestScore(comparison, offer) ? greenTint : false]}>
          <Typography component="span" variant="body2" color="text.secondary">
            {st('score')}:{' '}
          </Typography>
          <ScoreText comparison={comparison} offer={offer} />
        </Box>
      ) : null}
      {offer.stale ? <StaleNote comparison={comparison} offer={offer} /> : null}
      {comparison.formats.map((format) => {
        // The alternative is for the quantity the main price was given for: a line of its own when not asked now.
        const asked = columnsOf(format).some((c) => c.kind !== 'runOn' && c.count === pricedCount(offer, format));
        const alternative = asked ? offer.prices.find((p) => p.id === format.id)?.alternative : null;
        const why = missing(offer, format);
        return (
          <Box key={format.id} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
              {format.title}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25 }}>
              {columnsOf(format).map((column) => (
                <Box key={column.kind === 'runOn' ? 'run-on' : column.count} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label(column)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                    <PriceText
                      value={priceIn(offer, column)}
                      look={{
                        mark: markOf(comparison, offer, column),
                        toConfirm: offer.staleFormats.includes(format.id),
                        outlier: column.kind === 'count' && isOutlier(comparison, offer.supplierId, format.id),
                      }}
                      emptyLabel={why === 'notOffered' ? ft('comparison.notOffered') : undefined}
                      emptyNote={
                        why === 'addedLater'
                          ? ft('comparison.addedLater')
                          : column.kind === 'count' && offer.staleFormats.includes(format.id)
                            ? ft('comparison.toConfirm')
                            : undefined
                      }
                    />
                  </Typography>
                </Box>
              ))}
            </Box>
            {scoring && formatScore(offer, format.id) ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {formatScore(offer, format.id)}
              </Typography>
            ) : null}
            {alternative ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {ft('comparison.alternative', {
                  price: money(alternative.price, offer.currency),
                  description: alternative.description,
                })}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      <CardTerms offer={offer} />
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
