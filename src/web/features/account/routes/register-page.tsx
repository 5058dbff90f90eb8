import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterBodySchema } from '../../../../shared/schemas/account.ts';
import { paths } from '../../../lib/paths.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { withRepeatPassword } from '../../../lib/form/repeat-password.ts';
import { useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { useHandoff } from '../components/handoff.ts';

const RegisterFormSchema = withRepeatPassword(RegisterBodySchema.omit({ language: true }), 'password');

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const register = useRegister();
  const invitedEmail = useHandoff().email;
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    // An invitation's page sends its address along: registering with it joins the inviting workspace.
    defaultValues: { username: '', email: invitedEmail ?? '', password: '', repeatPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ repeatPassword: _, ...values }) => {
    try {
      // The account speaks the language its owner registered in: its mails go out in it.
      notify.notice(await register.mutateAsync({ ...values, language: currentLanguage() }));
    } catch (error) {
      return showSubmitError(form, error, t);
    }
    return navigate(paths.activate, { state: { login: values.username } });
  });

  return (
    <AuthCard title={t('register.title')} footer={<AuthLink to={paths.login}>{t('register.haveAccount')}</AuthLink>}>
      <FormStack onSubmit={onSubmit}>
        <MandatoryNote />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <FormTextField
          control={form.control}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
          required
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          autoComplete="new-password"
          helperText={t('register.passwordHint')}
          required
        />
        <PasswordField
          control={form.control}
          name="repeatPassword"
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
