import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

/** A printshop's no-bid under its name: "Declined", when, and its reason, on every width. */
export function DeclinedNote({ declined }: { declined: NonNullable<SupplierTask['declined']> }) {
  const ft = useInvitationsTexts();
  const { dateTime } = useFormat();
  return (
    <Box sx={{ mt: 0.5, maxWidth: 360 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" color="warning" label={ft('suppliers.declined')} />
        <Typography variant="caption" color="text.secondary">
          {dateTime(declined.at)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word', fontWeight: 400 }}>
        {ft('suppliers.reason', { reason: declined.reason })}
      </Typography>
    </Box>
  );
}
