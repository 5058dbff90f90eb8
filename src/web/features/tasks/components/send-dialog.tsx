import { useSnackbar } from 'notistack';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useSendMail } from '../api/send-mail.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { ConfirmAction } from './confirm-action.tsx';

/** Whom to invite: `ids` empty = every printshop without an invitation; `count` says how many that is. */
export type Sending = { ids: string[]; count: number; open: boolean };

type Props = { task: Task; sending: Sending; onClose: () => void; onSent: () => void };

/** Confirms the invitations; the first ones freeze the task, which the dialog says. */
export function SendDialog({ task, sending, onClose, onSent }: Props) {
  const tt = useTasksTexts();
  const notify = useNotify();
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendMail();

  const confirm = async () => {
    try {
      await send.mutateAsync({ taskId: task.id, suppliers: sending.ids });
      enqueueSnackbar(tt('suppliers.mailSent'), { variant: 'success' });
      onSent();
    } catch (error) {
      notify.error(error);
    }
    onClose();
  };

  return (
    <ConfirmAction
      open={sending.open}
      title={tt('send.title')}
      confirmLabel={tt('send.confirm')}
      cancelLabel={tt('send.cancel')}
      pending={send.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {tt('send.text', { count: sending.count })} {refusal('update', task.state) === null ? tt('send.freezes') : null}
    </ConfirmAction>
  );
}
