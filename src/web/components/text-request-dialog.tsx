import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextField } from './form/growing-text-field.tsx';
import type { TextRequest } from './use-text-request.ts';

type Props<T> = {
  /** What is asked about and the text so far (useTextRequest): the dialog is open while there is a subject. */
  request: TextRequest<T>;
  title: ReactNode;
  intro: string;
  /** The text's field; the text is required, so Send waits for one. */
  label: string;
  maxLength: number;
  sendLabel: string;
  sendColor?: ButtonProps['color'];
  /** The send's failure, in the caller's words (its error codes). */
  error: string | null;
  /** A send is under way: Send waits. */
  busy: boolean;
  autoFocus?: boolean;
  /** Sends request.text about the subject; on success the caller calls request.sent(). */
  onSend: (subject: T) => void;
};

/**
 * Asks for one required text and sends it: the orders' "Ask for changes" on a proof (its comment) and the
 * invoices' dispute (its reason). The caller sends; a failure stays in the dialog above the text.
 */
export function TextRequestDialog<T>(props: Props<T>) {
  const { request, title, intro, label, maxLength, sendLabel, sendColor, error, busy, onSend } = props;
  const { subject, text } = request;
  const { t } = useTranslation();
  return (
    <Dialog open={subject !== null} onClose={request.close} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <GrowingTextField
          label={label}
          value={text}
          onChange={(e) => request.setText(e.target.value)}
          fullWidth
          required
          autoFocus={props.autoFocus}
          maxLength={maxLength}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={request.close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          color={sendColor}
          disabled={text.trim() === '' || busy}
          onClick={() => subject !== null && onSend(subject)}
        >
          {sendLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
