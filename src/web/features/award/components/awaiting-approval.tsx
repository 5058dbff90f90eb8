import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAwardRequest, useDecideAward } from '../api/award-request.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import { AwardChangesNote } from './award-changes.tsx';
import { AwardSummary } from './award-summary.tsx';

type Props = { taskId: string; comparison: Comparison; open: boolean };

/**
 * A member's award waiting for approval (docs/product.md#budget-and-approval): who asked, when, the split and
 * what it saves, as the server counted it; owners and admins approve it (the orders go out) or reject it. Once
 * anything behind it changed it says what, and can only be rejected.
 */
export function AwaitingApproval({ taskId, comparison, open }: Props) {
  const ft = useAwardTexts();
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const notify = useNotify();
  const request = useAwardRequest(taskId, open).data?.request;
  const decide = useDecideAward(taskId);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [message, setMessage] = useState('');
  if (!open || !request) return null;

  const run = async (decision: Parameters<typeof decide.mutateAsync>[0]) => {
    try {
      notify.notice(await decide.mutateAsync(decision));
      setAsking(null);
    } catch (error) {
      notify.failure(errorMessage(t, error));
    }
  };

  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{ft('approval.title')}</AlertTitle>
      <Typography sx={{ mb: 1.5 }}>
        {ft('approval.asked', { name: request.requestedBy, at: dateTime(request.requestedAt) })}
      </Typography>
      <AwardSummary
        comparison={comparison}
        preview={{ data: request.preview, error: null, isFetching: false }}
        otherThanAsked={false}
      />
      {request.changes ? <AwardChangesNote changes={request.changes} askedBy={request.requestedBy} /> : null}
      {request.canDecide ? (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {request.changes ? null : (
            <Button variant="contained" onClick={() => setAsking('approve')}>
              {ft('approval.approve')}
            </Button>
          )}
          <Button variant="outlined" color="inherit" onClick={() => setAsking('reject')}>
            {ft('approval.reject')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {ft('approval.waiting')}
        </Typography>
      )}
      <ConfirmDialog
        // Closed once the request reads as changed: an approval refused with AWARD_CHANGED shows why instead.
        open={asking === 'approve' && !request.changes}
        title={ft('approval.approveTitle')}
        confirmLabel={ft('approval.approve')}
        onConfirm={() => run({ approve: true })}
        onClose={() => setAsking(null)}
      >
        {ft('approval.approveText', { name: request.requestedBy })}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reject'}
        title={ft('approval.rejectTitle')}
        confirmLabel={ft('approval.reject')}
        danger
        dirty={message.trim() !== ''}
        onConfirm={() => (message.trim() ? run({ approve: false, message: message.trim() }) : Promise.resolve())}
        onClose={() => setAsking(null)}
      >
        <Typography sx={{ mb: 2 }}>{ft('approval.rejectText', { name: request.requestedBy })}</Typography>
        <GrowingTextField
          label={ft('approval.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
          rows={2}
          maxLength={2000}
          fullWidth
        />
      </ConfirmDialog>
    </Alert>
  );
}
