import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSendReminder } from '../api/send-reminder.ts';
import { useRemindersTexts } from '../i18n/texts.ts';

type Props = {
  taskId: string;
  count: number;
  /** Only the printshops with prices to confirm (by id), or every one still waited for. */
  confirming?: string[];
  open: boolean;
  onClose: () => void;
};

/** Asks before a reminder goes out by hand, saying to how many printshops and why. */
export function SendReminderDialog({ taskId, count, confirming, open, onClose }: Props) {
  const ft = useRemindersTexts();
  const notify = useNotify();
  const send = useSendReminder();
  const confirm = async () => {
    try {
      const { queued } = await send.mutateAsync({ taskId, suppliers: confirming });
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
      {ft(confirming ? 'reminders.confirmText' : 'reminders.sendText', { count })}
    </ConfirmDialog>
  );
}
