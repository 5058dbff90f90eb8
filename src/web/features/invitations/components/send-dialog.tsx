import Box from '@mui/material/Box';
import type { Language } from '../../../../shared/languages.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSendMail } from '../api/send-mail.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import { MissingTexts } from './missing-texts.tsx';

/** Whom to invite: `ids` empty = every printshop without an invitation; `count` says how many that is. */
export type Sending = { ids: string[]; count: number; open: boolean };

type Props = {
  task: Task;
  sending: Sending;
  /** The languages of the printshops this send invites, one per printshop. */
  readers: Language[];
  onClose: () => void;
  onSent: () => void;
};

/** Confirms the invitations; the first ones freeze the task, which the dialog says, as it says which texts they miss. */
export function SendDialog({ task, sending, readers, onClose, onSent }: Props) {
  const ft = useInvitationsTexts();
  const notify = useNotify();
  const send = useSendMail();

  const confirm = async () => {
    try {
      notify.notice(await send.mutateAsync({ taskId: task.id, suppliers: sending.ids }));
      onSent();
    } catch (error) {
      notify.error(error);
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={sending.open}
      title={ft('send.title')}
      confirmLabel={ft('send.confirm')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {ft('send.text', { count: sending.count })} {refusal('update', task.state) === null ? ft('send.freezes') : null}
      <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
        <MissingTexts task={task} readers={readers} />
      </Box>
    </ConfirmDialog>
  );
}
