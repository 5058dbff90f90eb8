import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pricesChanged } from '../../../../shared/amendment.ts';
import { translationsOnly } from '../../../../shared/change-line.ts';
import type { Language } from '../../../../shared/languages.ts';
import type { AmendBody } from '../../../../shared/schemas/amend.ts';
import type { Change } from '../../../../shared/schemas/revisions.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { useSupplierTasks } from '../../../api/get-supplier-tasks.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useAmendTask } from '../api/change-sent-task.ts';
import { useAmendmentsTexts, type AmendmentsT } from '../i18n/texts.ts';
import { useDiscardGuard } from '../../../components/use-discard-guard.tsx';
import { ChangeList } from './change-list.tsx';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';

/** What the task form's values change, and the amendment's body without its message. */
type Amendment = { changes: Change[]; body: Omit<AmendBody, 'message'> };

type Props = {
  taskId: string;
  amendment: Amendment | null;
  onClose: () => void;
  onAmended: (task: Task) => void;
  onFailed: (error: unknown) => void;
};

/**
 * Who is told of an amendment that adds or fixes translations alone (docs/product.md#amendments): "only the 2
 * Slovak printshops", counted among the printshops invited and not deleted; offers stay valid.
 */
function TranslationOnly({ taskId, languages }: { taskId: string; languages: Language[] }) {
  const ft = useAmendmentsTexts();
  const { data } = useSupplierTasks(taskId, { watch: false });
  if (!data) return null;
  const count = data.filter((s) => s.mailState !== 'pending' && !s.deleted && languages.includes(s.language)).length;
  return <Alert severity="info">{ft('amend.translation', { count, languages: named(ft, languages, count) })}</Alert>;
}

const named = (ft: AmendmentsT, languages: Language[], count: number) =>
  languages.map((l) => ft(count === 1 ? `amend.languageOne.${l}` : `amend.languageOther.${l}`)).join(ft('amend.and'));

/**
 * Shows what an amendment changes, asks for the message to the printshops, and sends it. The task form opens
 * it (its `amendDialog` slot, filled in the task page) with its amendment, null while closed; `onAmended`
 * gets the amended task, `onFailed` a refusal, which the form shows (a colleague's change is a conflict).
 */
export function AmendDialog({ taskId, amendment, onClose, onAmended, onFailed }: Props) {
  const ft = useAmendmentsTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const amend = useAmendTask();
  const titleId = useId();
  const [message, setMessage] = useState('');
  const send = async () => {
    if (!amendment) return;
    try {
      onAmended(await amend.mutateAsync({ taskId, body: { ...amendment.body, message: message.trim() } }));
      notify.success(ft('amend.done'));
    } catch (error) {
      onFailed(error);
    } finally {
      onClose();
    }
    setMessage('');
  };
  const pending = amend.isPending;
  const guard = useDiscardGuard(message.trim() !== '', onClose);
  const list = amendment?.changes ?? [];
  const translated = translationsOnly(list);
  return (
    <Dialog
      open={amendment !== null}
      onClose={pending ? undefined : guard.requestClose}
      aria-labelledby={titleId}
      fullWidth
    >
      <DialogTitle id={titleId}>{ft('amend.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {list.length === 0 ? (
            <Typography>{ft('amend.nothing')}</Typography>
          ) : (
            <>
              {translated ? null : <Typography>{ft('amend.intro')}</Typography>}
              <ChangeList changes={list} />
              {translated ? <TranslationOnly taskId={taskId} languages={translated} /> : null}
              {pricesChanged(list) ? <Alert severity="info">{ft('amend.pricesChanged')}</Alert> : null}
              <GrowingTextField
                label={ft('amend.message')}
                helperText={ft('amend.messageHelp')}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.requestClose} disabled={pending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} loading={pending} disabled={list.length === 0}>
          {ft('amend.confirm')}
        </Button>
      </DialogActions>
      {guard.prompt}
    </Dialog>
  );
}
