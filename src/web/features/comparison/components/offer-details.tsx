import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { DeletedHint } from './deleted-hint.tsx';
import { OfferHistory } from './offer-history.tsx';
import { TermsDetails, TermsSummary } from './offer-terms.tsx';
import { StaleNote } from './stale-note.tsx';

type Props = { comparison: Comparison; offer: Comparison['offers'][number] | null; onClose: () => void };

/**
 * What the comparison's column leaves out, opened from the printshop's name: when it last changed, its quote
 * number and terms, each alternative in full, why it needs confirmation, and its history.
 */
export function OfferDetails({ comparison, offer, onClose }: Props) {
  const ft = useComparisonTexts();
  const { money, dateTime } = useFormat();
  const titleId = useId();
  const alternatives = comparison.formats.flatMap((format) => {
    const alternative = offer?.prices.find((p) => p.id === format.id)?.alternative;
    const award = comparison.awards.find((a) => a.formatId === format.id && a.supplierId === offer?.supplierId);
    if (!alternative) return [];
    const text = ft(award?.alternative ? 'comparison.alternativeAwarded' : 'comparison.alternative', {
      price: money(alternative.price, offer!.currency),
      description: alternative.description,
    });
    return [{ id: format.id, text: `${format.title}: ${text}` }];
  });
  return (
    <Dialog open={offer !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {offer?.name}
        {offer?.deleted ? ` (${ft('deleted')})` : null}
      </DialogTitle>
      {offer ? (
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {ft('comparison.submittedAt')}: {dateTime(offer.submittedAt)} ·{' '}
            {ft('comparison.revisions', { count: offer.revisions })}
          </Typography>
          {offer.deleted ? <DeletedHint /> : null}
          <TermsSummary offer={offer} />
          {offer.stale ? <StaleNote comparison={comparison} offer={offer} /> : null}
          {alternatives.map((a) => (
            <Typography key={a.id} variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {a.text}
            </Typography>
          ))}
          <TermsDetails offer={offer} />
          <OfferHistory offer={offer} formats={comparison.formats} />
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{ft('comparison.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
