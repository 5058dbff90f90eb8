import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../shared/schemas/account.ts';
import { errorMessage, noticeMessage } from '../error-message.ts';

/** Short-lived notices (top right, on a phone at the bottom; 3 s): success answers of the server and failures outside a form. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  const { i18n } = useTranslation();
  // The language at the moment the notice shows: saving the settings may just have switched it.
  const t = i18n.getFixedT(null, 'translation');
  return {
    notice: (notice: Notice) => enqueueSnackbar(noticeMessage(t, notice), { variant: 'success' }),
    /** A success the web app words itself (created, saved, deleted). */
    success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
    /** A failure the web app words itself. */
    failure: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
    warning: (error: unknown) => enqueueSnackbar(errorMessage(t, error), { variant: 'warning' }),
    error: (error: unknown) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
  };
}
