import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { SettingsForm } from '../components/settings-form.tsx';

/** The user's own settings; `more` holds the sections of other features (composed in src/web/app). */
export function SettingsPage({ more }: { more?: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Section title={t('settings.profile')}>
        <QueryState query={me} minHeight={200}>
          {(data) =>
            // The user area is signed in; a session gone meanwhile sends the user to the login page.
            data ? (
              <SettingsForm
                saved={{
                  language: data.user.language,
                  signature: data.user.signature,
                  fullName: data.user.fullName,
                  title: data.user.title,
                }}
              />
            ) : null
          }
        </QueryState>
      </Section>
      {more}
      <Section title={t('settings.password.title')}>
        <ChangePasswordForm />
      </Section>
    </Stack>
  );
}
