import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../../../../shared/schemas/formats.ts';
import { useFormats } from '../../../api/get-formats.ts';
import { useTasksTexts } from '../i18n/texts.ts';

/** Adds a copy of any stored format, or an empty one. */
export function AddFormatMenu({ onAdd, disabled }: { onAdd: (format: Format | null) => void; disabled?: boolean }) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const formats = useFormats();
  const choose = (format: Format | null) => {
    setAnchor(null);
    onAdd(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddOutlined />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {ft('formats.add')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose(null)}>{ft('formats.empty')}</MenuItem>
        <Divider />
        <ListSubheader>{ft('formats.stored')}</ListSubheader>
        {formats.isPending ? <MenuItem disabled>{t('common.loading')}</MenuItem> : null}
        {formats.isPending ? null : formats.data?.length ? (
          formats.data.map((format) => (
            <MenuItem key={format.id} onClick={() => choose(format)}>
              {format.title}
            </MenuItem>
          ))
        ) : (
          <MenuItem disabled>{ft('formats.noStored')}</MenuItem>
        )}
      </Menu>
    </>
  );
}
