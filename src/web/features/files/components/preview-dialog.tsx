import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import type { TaskFile } from '../../../../shared/schemas/files.ts';
import { Loading } from '../../../components/loading.tsx';
import { fileHref } from '../api/get-files.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { PreviewFailed } from './preview-failed.tsx';

// pdf.js (and its worker, from this origin) comes only when a PDF's preview opens.
const PdfPreview = lazy(() => import('./pdf-preview.tsx'));

type Props = {
  taskId: string;
  file: Pick<TaskFile, 'id' | 'name' | 'type'> | null;
  open: boolean;
  onClose: () => void;
};

/** The first page of a PDF, or an image itself, in a dialog; full screen on a phone. */
export function PreviewDialog({ taskId, file, open, onClose }: Props) {
  const ft = useFilesTexts();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open && file !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {file ? ft('previewTitle', { name: file.name }) : null}
      </DialogTitle>
      <DialogContent>
        {file ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            {file.type === 'application/pdf' ? (
              <Suspense fallback={<Loading />}>
                <PdfPreview url={fileHref(taskId, file.id, true)} label={ft('firstPage', { name: file.name })} />
              </Suspense>
            ) : (
              <ImagePreview src={fileHref(taskId, file.id, true)} name={file.name} />
            )}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ft('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ImagePreview({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <PreviewFailed />;
  return (
    <Box
      component="img"
      src={src}
      alt={name}
      onError={() => setFailed(true)}
      sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain', border: 1, borderColor: 'divider' }}
    />
  );
}
