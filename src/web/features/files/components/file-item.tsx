import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { fileKinds, formatFileSize } from '../../../../shared/files.ts';
import type { TaskFile } from '../../../../shared/schemas/files.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { fileHref } from '../api/get-files.ts';
import { useFilesTexts } from '../i18n/texts.ts';
import { canPreview } from '../lib/file-types.ts';

type Props = {
  taskId: string;
  file: TaskFile;
  /** The title of the format it belongs to, null for the whole task. */
  format: string | null;
  /** Printshops can download it (the invitations went out): say who did. */
  sent: boolean;
  onPreview: () => void;
  /** Absent when the task's documents can no longer change. */
  onDelete?: () => void;
};

/** One document: name, type, size, format, who uploaded it when, which printshops downloaded it; its actions. */
export function FileItem({ taskId, file, format, sent, onPreview, onDelete }: Props) {
  const ft = useFilesTexts();
  const { language, dateTime } = useFormat();
  const facts = [fileKinds[file.type], formatFileSize(file.size, language)];
  if (format !== null) facts.push(ft('forFormat', { title: format }));
  const downloads = file.downloads.map((d) =>
    d.count > 1 ? ft('downloadCount', { name: d.name, count: d.count }) : d.name,
  );
  const Icon =
    file.type === 'application/pdf'
      ? PictureAsPdfOutlined
      : file.type.startsWith('image/')
        ? ImageOutlined
        : InsertDriveFileOutlined;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        alignItems: 'flex-start',
        '& + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Icon color="action" sx={{ mt: 0.25, display: { xs: 'none', sm: 'block' } }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ft('uploadedBy', { by: file.uploadedBy, at: dateTime(file.createdAt) })}
        </Typography>
        {sent ? (
          <Typography variant="body2" color={downloads.length ? 'text.primary' : 'text.secondary'}>
            {downloads.length ? ft('downloads', { names: downloads.join(', ') }) : ft('notDownloaded')}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexShrink: 0,
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          maxWidth: { xs: 84, sm: 'none' },
        }}
      >
        {canPreview(file.type) ? (
          <Tooltip title={ft('preview', { name: file.name })}>
            <IconButton aria-label={ft('preview', { name: file.name })} onClick={onPreview}>
              <VisibilityOutlined />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title={ft('download', { name: file.name })}>
          <IconButton
            component="a"
            href={fileHref(taskId, file.id)}
            download={file.name}
            aria-label={ft('download', { name: file.name })}
          >
            <DownloadOutlined />
          </IconButton>
        </Tooltip>
        {onDelete ? (
          <Tooltip title={ft('remove', { name: file.name })}>
            <IconButton aria-label={ft('remove', { name: file.name })} onClick={onDelete}>
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}
