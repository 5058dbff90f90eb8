import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it: a title, a hint, perhaps an action. */
export function EmptyState({
  icon,
  title,
  hint,
  action,
}: {
  icon?: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {icon ? <Box sx={{ fontSize: 48, mb: 1, '& svg': { fontSize: 'inherit' } }}>{icon}</Box> : null}
      <Typography variant="h2" component="p" sx={{ color: 'text.primary', mb: 1 }}>
        {title}
      </Typography>
      {hint ? <Typography variant="body2">{hint}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
