import Box from '@mui/material/Box';
import type { Language } from '../../../../shared/languages.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSendMail } from '../api/send-mail.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';
import { MissingTexts } from './missing-texts.tsx';

/**
 * Whom to invite: `ids` empty = every printshop without an invitation; `count` says how many that is, `others`
 * how many stay uninvited.
 */
export type Sending = { ids: string[]; count: number; others: number; open: boolean };

type Props = {
  task: Task;
  sending: Sending;
  /** The languages of the printshops this send invites, one per printshop. */
  readers: Language[];
  onClose: () => void;
  onSent: () => void;
};

/**
 * Confirms the invitations: how many, how many others stay uninvited (to be invited later), that a task once sent
 * is amended rather than edited, and which format texts the printshops invited miss.
 */
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
      {ft('send.text', { count: sending.count })}{' '}
      {sending.others > 0 ? `${ft('send.others', { count: sending.others })} ` : null}
      {refusal('update', task.state) === null ? ft('send.amendLater') : null}
      <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
        <MissingTexts task={task} readers={readers} />
      </Box>
    </ConfirmDialog>
  );
}
