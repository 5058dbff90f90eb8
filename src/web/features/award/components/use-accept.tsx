import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_AWARD_REASON } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { refusal } from '../../../../shared/task-state.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useAwardWaiting } from '../api/award-request.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import { acceptAsksReason } from '../lib/award.ts';

type Offerer = Pick<
  SupplierTask,
  'supplierId' | 'name' | 'sum' | 'quotedSum' | 'currency' | 'stale' | 'complete' | 'deleted'
>;

/**
 * Accepting an offer, asked first: `rowAction(row)` is the button of a printshop's row that opens the
 * question, `dialog` is it. "Error while sending Order" only when it failed (docs/product.md#award-and-order).
 */
export function useAccept(task: Pick<Task, 'id' | 'state' | 'currency'>, comparison?: Comparison) {
  const ft = useAwardTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const { quoted } = useFormat();
  const accept = useAcceptOffer();
  // Kept while the dialog closes, so its text does not change during the fade.
  const [asking, setAsking] = useState<{ row: Offerer | null; open: boolean }>({ row: null, open: false });
  const [reason, setReason] = useState('');
  const close = () => setAsking((a) => ({ ...a, open: false }));
  const { row } = asking;
  const asksWhy = row !== null && acceptAsksReason(comparison, row.supplierId);
  const reasonGiven = !asksWhy || reason.trim() !== '';

  const confirm = async () => {
    if (!row) return;
    try {
      const why = asksWhy ? reason.trim() : undefined;
      notify.notice(await accept.mutateAsync({ taskId: task.id, supplierId: row.supplierId, reason: why }));
    } catch (error) {
      notify.failure(`${ft('accept.failed')}: ${errorMessage(t, error)}`);
    }
    close();
  };

  const dialog = (
    <ConfirmDialog
      open={asking.open && row !== null}
      title={ft('accept.title')}
      confirmLabel={ft('accept.confirm')}
      confirmDisabled={!reasonGiven}
      dirty={asksWhy && reason.trim() !== ''}
      onConfirm={confirm}
      onClose={close}
    >
      {row
        ? // The order is in the offer's currency; a foreign one says what it weighs in the task's too.
          ft('accept.text', {
            name: row.name,
            sum: quoted(row.quotedSum ?? row.sum ?? 0, row.currency, row.sum ?? 0, task.currency),
          })
        : null}
      {asksWhy ? (
        <Box sx={{ mt: 2 }}>
          <GrowingTextField
            label={ft('award.reason')}
            required
            fullWidth
            rows={2}
            maxLength={MAX_AWARD_REASON}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={ft('award.reasonHint')}
          />
        </Box>
      ) : null}
    </ConfirmDialog>
  );
  // While a member's award waits for approval another award is refused (AWAITING_APPROVAL): none is offered.
  const waiting = useAwardWaiting(task);
  const allowed = refusal('accept', task.state) === null && !waiting;
  /**
   * The button of a printshop's row: offered for an offer while the task's state allows an accept; not for an
   * offer made before the formats changed (its row says it needs confirmation), nor for a printshop deleted
   * since (its row says deleted): the server refuses both. A partial offer (formats left out) is awarded per
   * format: its row says so instead (OFFER_INCOMPLETE).
   */
  const rowAction = (offerer: Offerer) => {
    if (!allowed || offerer.sum === null || offerer.stale || offerer.deleted) return null;
    if (!offerer.complete) {
      return (
        <Typography variant="body2" color="text.secondary" component="span">
          {ft('accept.partial')}
        </Typography>
      );
    }
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setReason('');
          setAsking({ row: offerer, open: true });
        }}
        aria-label={ft('accept.buttonFor', { name: offerer.name })}
      >
        {ft('accept.button')}
      </Button>
    );
  };
  return { rowAction, dialog };
}
