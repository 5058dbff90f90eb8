import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

/** "Sending 120 of 200" while invitations are still in the server's outbox; nothing otherwise. */
export function SendProgress({ rows }: { rows: SupplierTask[] }) {
  const ft = useInvitationsTexts();
  const labelId = useId();
  const invited = rows.filter((r) => r.mailState !== 'pending');
  const queued = invited.filter((r) => r.mailState === 'queued').length;
  if (queued === 0) return null;
  const done = invited.length - queued;
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {ft('suppliers.sending', { done, total: invited.length })}
      </Typography>
      <LinearProgress variant="determinate" value={(100 * done) / invited.length} aria-labelledby={labelId} />
    </Box>
  );
}
