import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';

/** The frame of every sign-in page: a narrow card with a title, a short intro, the form and links below. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 1, sm: 4 }, p: { xs: 2.5, sm: 4 } }}>
      <PageTitle>{title}</PageTitle>
      {intro ? (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
      {footer ? (
        <Stack spacing={1} sx={{ mt: 3, alignItems: 'flex-start' }}>
          {footer}
        </Stack>
      ) : null}
    </Paper>
  );
}
