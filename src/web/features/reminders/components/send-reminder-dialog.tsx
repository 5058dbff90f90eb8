import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSendReminder } from '../api/send-reminder.ts';
import { useRemindersTexts } from '../i18n/texts.ts';

type Props = { taskId: string; count: number; open: boolean; onClose: () => void };

/** Asks before a reminder goes out by hand, saying to how many printshops. */
export function SendReminderDialog({ taskId, count, open, onClose }: Props) {
  const ft = useRemindersTexts();
  const notify = useNotify();
  const send = useSendReminder();
  const confirm = async () => {
    try {
      const { queued } = await send.mutateAsync(taskId);
      notify.success(ft('reminders.sent', { count: queued }));
    } catch (error) {
      notify.error(error);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={ft('reminders.sendTitle')}
      confirmLabel={ft('reminders.send')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {ft('reminders.sendText', { count })}
    </ConfirmDialog>
  );
}
