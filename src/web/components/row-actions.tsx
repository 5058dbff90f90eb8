import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useRecordScreenTexts } from '../i18n/records.ts';

/** Edit and delete buttons of a list row; their names say which record they act on. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  extra,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** A further action of the row, before edit and delete. */
  extra?: ReactNode;
}) {
  const rt = useRecordScreenTexts();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {extra}
      <Tooltip title={rt('edit')}>
        <IconButton aria-label={rt('editItem', { name })} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={rt('delete')}>
        <IconButton aria-label={rt('deleteItem', { name })} onClick={onDelete}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
