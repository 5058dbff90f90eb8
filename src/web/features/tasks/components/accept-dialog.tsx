import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../../shared/money.ts';
import type { TaskSupplier } from '../../../../shared/schemas/invitations.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { ConfirmAction } from './confirm-action.tsx';

type Props = { taskId: string; row: TaskSupplier | null; open: boolean; onClose: () => void };

/** Accepts an offer after asking; "Error while sending Order" only when it failed (DESIGN.md §6). */
export function AcceptDialog({ taskId, row, open, onClose }: Props) {
  const tt = useTasksTexts();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const accept = useAcceptOffer();

  const confirm = async (supplierId: string) => {
    try {
      await accept.mutateAsync({ taskId, supplierId });
      enqueueSnackbar(tt('accept.done'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(`${tt('accept.failed')}: ${errorMessage(t, error)}`, { variant: 'error' });
    }
    onClose();
  };

  return (
    <ConfirmAction
      open={open && row !== null}
      title={tt('accept.title')}
      confirmLabel={tt('accept.confirm')}
      cancelLabel={tt('accept.cancel')}
      pending={accept.isPending}
      onConfirm={() => row && void confirm(row.supplierId)}
      onClose={onClose}
    >
      {row ? tt('accept.text', { name: row.name, sum: formatEuros(row.sum ?? 0) }) : null}
    </ConfirmAction>
  );
}
