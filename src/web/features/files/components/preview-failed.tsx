import Alert from '@mui/material/Alert';
import { useFilesTexts } from '../i18n/texts.ts';

export function PreviewFailed() {
  const ft = useFilesTexts();
  return <Alert severity="warning">{ft('previewFailed')}</Alert>;
}
