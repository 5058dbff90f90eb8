import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionDialog } from './question-dialog.tsx';

/**
 * Closing a dialog that holds typed input asks first. Returns the close to wire to Cancel, Escape and the
 * close button, and the question to render beside the dialog.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void, text?: string) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const prompt = (
    <QuestionDialog
      open={asking}
      danger
      title={t('discard.title')}
      confirmLabel={t('discard.confirm')}
      onConfirm={async () => {
        setAsking(false);
        onClose();
      }}
      onClose={() => setAsking(false)}
    >
      {text ?? t('discard.text')}
    </QuestionDialog>
  );
  return { requestClose, prompt };
}
