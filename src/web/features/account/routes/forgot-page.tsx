import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginOnlyBodySchema } from '../../../../shared/schemas/account.ts';
import { paths } from '../../../lib/paths.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { LoginNameField } from '../components/login-name-field.tsx';
import { useHandoff } from '../components/handoff.ts';

export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const forgot = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(LoginOnlyBodySchema),
    defaultValues: { login: useHandoff().login ?? '' },
  });

  const handoff = { login: useWatch({ control: form.control, name: 'login' }) };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      notify.notice(await forgot.mutateAsync(values));
    } catch (error) {
      return showSubmitError(form, error, t);
    }
    return navigate(paths.forgotConfirm, { state: { login: values.login } });
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <>
          <AuthLink to={paths.forgotConfirm} handoff={handoff}>
            {t('forgot.haveCode')}
          </AuthLink>
          <AuthLink to={paths.login} handoff={handoff}>
            {t('forgot.toLogin')}
          </AuthLink>
        </>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <LoginNameField control={form.control} autoFocus />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
