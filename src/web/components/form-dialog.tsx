import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useRecordScreenTexts } from '../i18n/records.ts';
import { FormAlert } from './form/form-alert.tsx';
import { MandatoryNote } from './form/mandatory-note.tsx';
import { useDiscardGuard } from './use-discard-guard.tsx';

type Props = {
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** The form's error that no field owns. */
  error: string | undefined;
  /** A notice above the fields that is more than a message, e.g. a colleague's change with its reload. */
  alert?: ReactNode;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  /** Something was typed: closing without saving asks first. */
  dirty: boolean;
  children: ReactNode;
};

/** A dialog that is a form: title, the mandatory-fields note, fields, Cancel and submit. Full screen on phones. */
export function FormDialog(props: Props) {
  const { title, submitLabel, submitting, error, alert, onSubmit, onClose, dirty, children } = props;
  const rt = useRecordScreenTexts();
  const guard = useDiscardGuard(dirty && !submitting, onClose);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      // A click beside the dialog must not throw away what was typed; Escape and Cancel still close it.
      onClose={(_, reason) => (reason === 'backdropClick' ? undefined : guard.requestClose())}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      {/* The form is the paper's one flex child, so the content still scrolls between title and buttons. */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <MandatoryNote />
            {alert}
            <FormAlert message={error} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={guard.requestClose}>{rt('cancel')}</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
      {guard.prompt}
    </Dialog>
  );
}
