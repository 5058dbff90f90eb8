import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFileSize } from '../../../../shared/files.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { percentOf, type Upload } from '../lib/upload-queue.ts';

/** The files on their way up, each with its progress, and those refused with the server's reason. */
export function UploadList({ uploads, onDismiss }: { uploads: Upload[]; onDismiss: (key: string) => void }) {
  const ft = useFilesTexts();
  const { language } = useFormat();
  if (uploads.length === 0) return null;
  return (
    <Stack component="ul" aria-label={ft('uploads')} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {uploads.map((u) => (
        <li key={u.key}>
          {u.state === 'failed' ? (
            <Alert severity="error" onClose={() => onDismiss(u.key)} closeText={ft('dismiss', { name: u.name })}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {ft('refused', { name: u.name })}
              </Typography>
              {u.error}
            </Alert>
          ) : (
            <Box>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {u.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {u.state === 'waiting'
                    ? ft('waiting')
                    : `${formatFileSize(u.loaded, language)} / ${formatFileSize(u.size, language)}`}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percentOf(u)}
                aria-label={ft('uploading', { name: u.name })}
              />
            </Box>
          )}
        </li>
      ))}
    </Stack>
  );
}
