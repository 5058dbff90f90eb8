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
import type { Change } from '../../../../shared/schemas/revisions.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { useDiscardGuard } from '../../../components/use-discard-guard.tsx';
import { ChangeList } from './change-list.tsx';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';

type Props = {
  /** What the amendment changes; null while closed. */
  changes: Change[] | null;
  onSend: (message: string) => Promise<unknown>;
  onClose: () => void;
};

/** Shows what an amendment changes, asks for the message to the printshops, and sends it. */
export function AmendDialog({ changes, onSend, onClose }: Props) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await onSend(message.trim());
      setMessage('');
    } finally {
      setPending(false);
    }
  };
  const guard = useDiscardGuard(message.trim() !== '', onClose);
  const list = changes ?? [];
  return (
    <Dialog
      open={changes !== null}
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
              <Typography>{ft('amend.intro')}</Typography>
              <ChangeList changes={list} />
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
