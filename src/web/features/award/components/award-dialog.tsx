import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AWARD_REASON } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useAwardFormats } from '../api/award-formats.ts';
import { useAwardPreview } from '../api/preview-award.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import {
  asksReason,
  awardBody,
  buysOtherThanAsked,
  isComplete,
  ordersOf,
  suggestedChoices,
  type Choice,
} from '../lib/award.ts';
import { AwardSummary, OrdersList } from './award-summary.tsx';
import { FormatChoice } from './format-choice.tsx';

type Props = { comparison: Comparison; taskId: string; open: boolean; onClose: () => void };

/**
 * Awards each format to a printshop's offer, at a quantity it priced or as its alternative: first the
 * choice (to start with, the printshops that cost least incl. each one's delivery once; the server's count of
 * the award, landed, beside the best single printshop's),
 * then what will be sent, confirmed. Mounted anew for each opening, so it starts from the offers of then.
 */
export function AwardDialog({ comparison, taskId, open, onClose }: Props) {
  const ft = useAwardTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const award = useAwardFormats();
  const titleId = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>(() => suggestedChoices(comparison));
  const [notifyOthers, setNotifyOthers] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const complete = isComplete(comparison, choices);
  // The server counts the award as it will order it; notifying others changes nothing of its cost.
  const preview = useAwardPreview(taskId, complete ? awardBody(comparison, choices, true) : null);
  const orders = ordersOf(comparison, choices);
  // Neither the lowest nor the best score for a format: the buyer says why, kept in the history and the XLSX.
  const [reason, setReason] = useState('');
  const asking = asksReason(comparison, choices);
  const reasonGiven = !asking || (reason.trim() !== '' && reason.length <= MAX_AWARD_REASON);

  const send = async () => {
    try {
      notify.notice(
        await award.mutateAsync({
          taskId,
          body: awardBody(comparison, choices, notifyOthers, asking ? reason.trim() : ''),
        }),
      );
      onClose();
    } catch (error) {
      notify.failure(`${ft('accept.failed')}: ${errorMessage(t, error)}`);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={award.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{ft(confirming ? 'award.confirmTitle' : 'award.title')}</DialogTitle>
      <DialogContent>
        {confirming ? (
          <Stack spacing={2}>
            <Typography>{ft('award.confirmText', { count: orders.length })}</Typography>
            <OrdersList orders={orders} currency={comparison.currency} />
            {asking ? <Typography>{ft('award.reasonSaid', { reason: reason.trim() })}</Typography> : null}
            <Alert severity="info">{ft(notifyOthers ? 'award.othersTold' : 'award.othersNotTold')}</Alert>
          </Stack>
        ) : (
          <Stack spacing={3} sx={{ pt: 1 }}>
            {comparison.formats.map((format) => (
              <FormatChoice
                key={format.id}
                comparison={comparison}
                format={format}
                choice={choices[format.id]}
                onChange={(choice) => setChoices((all) => ({ ...all, [format.id]: choice }))}
              />
            ))}
            {complete ? (
              <AwardSummary
                comparison={comparison}
                preview={preview}
                otherThanAsked={buysOtherThanAsked(comparison, choices)}
              />
            ) : null}
            {asking ? (
              <TextField
                label={ft('award.reason')}
                required
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={reason.length > MAX_AWARD_REASON}
                helperText={
                  reason.length > MAX_AWARD_REASON
                    ? ft('award.reasonTooLong', { max: MAX_AWARD_REASON })
                    : ft('award.reasonHint')
                }
              />
            ) : null}
            <FormControlLabel
              control={<Switch checked={notifyOthers} onChange={(e) => setNotifyOthers(e.target.checked)} />}
              label={ft('award.notifyOthers')}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={award.isPending}>
              {ft('award.back')}
            </Button>
            <Button variant="contained" onClick={() => void send()} loading={award.isPending}>
              {ft('award.send', { count: orders.length })}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={!complete || !reasonGiven || !preview.isSuccess || preview.isFetching}
            >
              {ft('award.continue')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
