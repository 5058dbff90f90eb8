import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginBodySchema } from '../../../../shared/schemas/account.ts';
import { usePendingInvitation } from '../../../api/get-pending-invitation.ts';
import { invitationHref, paths, safeNext } from '../../../lib/paths.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { LoginNameField } from '../components/login-name-field.tsx';
import { useHandoff } from '../components/handoff.ts';
import { MailboxNotice } from '../components/mailbox-notice.tsx';

// Login answers that are not a failure of this form but a step the account must take first.
const nextSteps: Record<string, string> = {
  PASSWORD_RESET_REQUIRED: paths.forgotConfirm,
};

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const login = useLogin();
  // Signed in already, but still to answer an invitation: that question comes first.
  const pending = usePendingInvitation().data;
  const form = useForm({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { login: useHandoff().login ?? '', password: '' },
  });

  const handoff = { login: useWatch({ control: form.control, name: 'login' }) };

  const onSubmit = form.handleSubmit(async (values) => {
    let invitation: { id: string } | undefined;
    try {
      ({ invitation } = await login.mutateAsync(values));
    } catch (error) {
      const step = error instanceof ApiError ? nextSteps[error.code] : undefined;
      if (!step) return showSubmitError(form, error, t);
      notify.warning(error);
      return navigate(step, { state: { login: values.login } });
    }
    // Nothing cached before the login (the anonymous "me", another user's data) may survive it.
    queryClient.removeQueries();
    // Someone invited and without a workspace answers the invitation first (docs/product.md#accounts-and-workspaces).
    return navigate(invitation ? invitationHref(invitation.id) : safeNext(params.get('next')), { replace: true });
  });

  if (pending) return <Navigate to={invitationHref(pending.id)} replace />;

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <>
          <AuthLink to={paths.register}>{t('login.register')}</AuthLink>
          <AuthLink to={paths.activate} handoff={handoff}>
            {t('login.activate')}
          </AuthLink>
          <AuthLink to={paths.forgot} handoff={handoff}>
            {t('login.forgot')}
          </AuthLink>
        </>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <LoginNameField control={form.control} autoFocus />
        <PasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </FormStack>
      <MailboxNotice />
    </AuthCard>
  );
}
