import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useRecordsTexts } from '../i18n/records.ts';

type Props = {
  title: string;
  text: string;
  /** The button that does it, e.g. "Delete"; Cancel stays the safe default. */
  confirmLabel: string;
  /** Runs the action; the caller closes the dialog on success and reports a failure. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: Props) {
  const t = useRecordsTexts();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
