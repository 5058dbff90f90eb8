import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me.ts';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Section title={t('settings.profile')}>
        {me.data ? (
          <SettingsForm saved={{ language: me.data.user.language, signature: me.data.user.signature }} />
        ) : (
          <Loading minHeight={200} />
        )}
      </Section>
      <Section title={t('settings.password.title')}>
        <ChangePasswordForm />
      </Section>
    </Stack>
  );
}
