import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ActivateBodySchema, ResetPasswordBodySchema } from '../../../../shared/schemas/account.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { withRepeatPassword } from '../../../lib/form/repeat-password.ts';
import { invitationHref, paths } from '../../../lib/paths.ts';
import { useActivate } from '../api/activate.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResendCode } from '../api/resend-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthLink } from './auth-link.tsx';
import { LoginNameField } from './login-name-field.tsx';
import { CodeField } from './code-field.tsx';
import { useHandoff } from './handoff.ts';
import { MailboxNotice } from './mailbox-notice.tsx';

// Activation asks for the code and the password chosen at registration; a password reset for a new one, twice.
const CodeFormSchema = withRepeatPassword(ResetPasswordBodySchema, 'password');
const ActivateFormSchema = ActivateBodySchema.extend({ repeatPassword: z.string().optional() });

/** The activation mail's link: the login name and the code in the address's fragment, which no server sees. */
function useMailedCode(): { login: string; code: string } | null {
  const { hash } = useLocation();
  const [mailed] = useState(() => {
    const params = new URLSearchParams(hash.slice(1));
    const [login, code] = [params.get('login'), params.get('code')];
    return login && code ? { login, code } : null;
  });
  return mailed;
}

/**
 * A mailed code's page: the login name (taken along from the page before), the code, for a reset the new
 * password; the code can be sent again. Done, it goes to Login with the login name filled in.
 */
export function CodeForm({ purpose }: { purpose: 'activate' | 'forgotConfirm' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const reset = purpose === 'forgotConfirm';
  const activate = useActivate();
  const resetPassword = useResetPassword();
  const resend = [useResendCode(), useForgotPassword()][reset ? 1 : 0]!;
  const queryClient = useQueryClient();
  // Opened from the activation mail's link: the password activates and signs in.
  const mailedCode = useMailedCode();
  const mailed = reset ? null : mailedCode;
  const handedOff = useHandoff().login;
  const prefilled = mailed?.login ?? handedOff ?? '';
  const form = useForm({
    resolver: zodResolver(reset ? CodeFormSchema : ActivateFormSchema),
    defaultValues: { login: prefilled, code: mailed?.code ?? '', password: '', repeatPassword: '' },
  });
  const handoff = { login: useWatch({ control: form.control, name: 'login' }) };

  const onSubmit = form.handleSubmit(async ({ login, code, password }) => {
    const values = { login, code, password };
    try {
      if (mailed) {
        const { invitation } = await activate.mutateAsync({ ...values, signIn: true });
        // Nothing cached before the sign-in (the anonymous "me") may survive it.
        queryClient.removeQueries();
        return navigate(invitation ? invitationHref(invitation.id) : paths.home, { replace: true });
      }
      notify.notice(await (reset ? resetPassword : activate).mutateAsync(values));
    } catch (error) {
      return showSubmitError(form, error, t);
    }
    return navigate(paths.login, { state: { login: values.login } });
  });

  const onResend = async () => {
    if (!(await form.trigger('login'))) return;
    resend.mutate({ login: form.getValues('login') }, { onSuccess: notify.notice, onError: notify.error });
  };

  return (
    <AuthCard
      title={t(`${purpose}.title`)}
      intro={mailed ? t('activate.linkIntro') : t(`${purpose}.intro`)}
      footer={
        <AuthLink to={paths.login} handoff={handoff}>
          {t(`${purpose}.toLogin`)}
        </AuthLink>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <MandatoryNote />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <LoginNameField control={form.control} required autoFocus={!prefilled} />
        <CodeField control={form.control} name="code" autoFocus={Boolean(prefilled)} />
        {reset ? (
          <>
            <PasswordField
              control={form.control}
              name="password"
              label={t('fields.newPassword')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={form.control}
              name="repeatPassword"
              label={t('fields.repeatNewPassword')}
              autoComplete="new-password"
              required
            />
          </>
        ) : (
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
          />
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onResend} loading={resend.isPending}>
            {t(`${purpose}.resend`)}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
            {mailed ? t('activate.linkSubmit') : t(`${purpose}.submit`)}
          </Button>
        </Stack>
      </FormStack>
      <MailboxNotice />
    </AuthCard>
  );
}
