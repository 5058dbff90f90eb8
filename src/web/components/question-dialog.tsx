import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type QuestionProps = {
  open: boolean;
  title: string;
  /** What happens; keep it while the dialog closes, so the text does not change during the fade. */
  children: ReactNode;
  /** The button that does it, e.g. "Delete"; Cancel stays the safe default and has the focus. */
  confirmLabel: string;
  /** Red: the step destroys something. */
  danger?: boolean;
  /** The step's button waits for something the dialog asks (a reason typed). */
  confirmDisabled?: boolean;
  /** Does the step; the dialog waits for it, and the caller closes it and reports how it went. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * A question with a safe Cancel (it has the focus) and the step's button, which waits for the step: the dialog
 * of ConfirmDialog, and of the question use-discard-guard asks before typed input is dropped.
 */
export function QuestionDialog(props: QuestionProps) {
  const { open, title, children, confirmLabel, danger = false, confirmDisabled = false, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
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
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          color={danger ? 'error' : 'primary'}
          variant="contained"
          onClick={() => void confirm()}
          loading={pending}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
