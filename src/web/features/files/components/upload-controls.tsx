import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { formatFileSize } from '../../../../shared/files.ts';
import { MAX_TASK_FILE_BYTES } from '../../../../shared/schemas/files.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useFilesTexts } from '../i18n/texts.ts';

// What the file dialog offers; the server decides by the content.
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.tif,.tiff,.zip,.xlsx,.docx';

type Props = {
  formats: Task['formats'];
  /** The format new files belong to, '' for the whole task. */
  formatId: string;
  onFormat: (formatId: string) => void;
  storedBytes: number;
  onFiles: (files: File[]) => void;
};

/** Where files go in: a button for the file dialog (several at once), the format they belong to, what is used. */
export function UploadControls({ formats, formatId, onFormat, storedBytes, onFiles }: Props) {
  const ft = useFilesTexts();
  const { language } = useFormat();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box
      sx={{
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{ft('drop')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {ft('hint')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ft('used', {
            used: formatFileSize(storedBytes, language),
            limit: formatFileSize(MAX_TASK_FILE_BYTES, language),
          })}
        </Typography>
      </Box>
      {formats.length ? (
        <TextField
          select
          size="small"
          label={ft('attachTo')}
          value={formatId}
          onChange={(e) => onFormat(e.target.value)}
          // '' (the whole task) shows an option's text: the label stays above it.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}
        >
          <option value="">{ft('wholeTask')}</option>
          {formats.map((f) => (
            <option key={f.id} value={f.id}>
              {f.title}
            </option>
          ))}
        </TextField>
      ) : null}
      <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()}>
        {ft('choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        aria-label={ft('choose')}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          // The same file chosen again is a new choice.
          e.target.value = '';
        }}
      />
    </Box>
  );
}
