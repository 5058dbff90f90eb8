import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/** The printshops that declined to offer, with their reasons, apart from the offers. */
export function DeclinedList({ declined }: { declined: Comparison['declined'] }) {
  const ft = useComparisonTexts();
  const { dateTime } = useFormat();
  const headingId = useId();
  if (declined.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {ft('declined.title', { count: declined.length })}
      </Typography>
      <Stack component="ul" aria-labelledby={headingId} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {declined.map((d) => (
          <Box component="li" key={d.supplierId} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.name}</Typography>
              <Chip size="small" color="warning" label={ft('declined.chip')} />
              <Typography variant="caption" color="text.secondary">
                {dateTime(d.at)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {ft('declined.reason', { reason: d.reason })}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
