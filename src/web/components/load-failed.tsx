import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message.ts';

/** Something that could not be loaded: what (`text`, optional), why, and a way to try again. */
export function LoadFailed({ text, error, onRetry }: { text?: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {text} {errorMessage(t, error)}
    </Alert>
  );
}
