import Chip from '@mui/material/Chip';
import { useDashboardTexts } from '../i18n/texts.ts';

/** Whole days until the offer deadline: "3 days left", "today", "expired". */
export function DeadlineChip({ daysLeft }: { daysLeft: number | null }) {
  const ft = useDashboardTexts();
  if (daysLeft === null) return <Chip size="small" label={ft('deadline.none')} />;
  if (daysLeft < 0) return <Chip size="small" color="error" variant="outlined" label={ft('deadline.expired')} />;
  if (daysLeft === 0) return <Chip size="small" color="warning" label={ft('deadline.today')} />;
  const label = daysLeft === 1 ? ft('deadline.one') : ft('deadline.many', { count: daysLeft });
  return (
    <Chip
      size="small"
      color={daysLeft <= 2 ? 'warning' : 'default'}
      variant={daysLeft <= 2 ? 'filled' : 'outlined'}
      label={label}
    />
  );
}
