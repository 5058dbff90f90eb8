import PersonOutlined from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import type { Side } from '../lib/event-line.ts';
import { useEventsTexts } from '../i18n/texts.ts';

/** Staff or printshop: told apart by the icon's shape (and its name for a screen reader), not by colour alone. */
export function SideIcon({ side }: { side: Side }) {
  const ft = useEventsTexts();
  const Icon = side === 'staff' ? PersonOutlined : StorefrontOutlined;
  return (
    <Box
      sx={{
        flex: 'none',
        width: 32,
        height: 32,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: side === 'staff' ? 'action.selected' : 'transparent',
        border: 1,
        borderColor: side === 'staff' ? 'transparent' : 'divider',
        color: side === 'staff' ? 'primary.main' : 'text.secondary',
      }}
    >
      <Icon fontSize="small" titleAccess={ft(`side.${side}`)} />
    </Box>
  );
}
