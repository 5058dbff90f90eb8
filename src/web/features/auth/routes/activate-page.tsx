import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActivateBodySchema } from '../../../../shared/schemas/account.ts';
import { paths } from '../../../app/paths.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormStack } from '../../../components/form-stack.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MandatoryNote } from '../../../components/mandatory-note.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useActivate } from '../api/activate.ts';
import { useResendCode } from '../api/resend-code.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { CodeField } from '../components/code-field.tsx';
import { useHandoff } from '../components/handoff.ts';
import { MailboxNotice } from '../components/mailbox-notice.tsx';

export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const activate = useActivate();
  const resend = useResendCode();
  const prefilled = useHandoff().login ?? '';
  const form = useForm({ resolver: zodResolver(ActivateBodySchema), defaultValues: { login: prefilled, code: '' } });

  const handoff = { login: useWatch({ control: form.control, name: 'login' }) };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      notify.notice(await activate.mutateAsync(values));
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
      title={t('activate.title')}
      intro={t('activate.intro')}
      footer={
        <AuthLink to={paths.login} handoff={handoff}>
          {t('activate.toLogin')}
        </AuthLink>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <MandatoryNote />
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <FormTextField
          control={form.control}
          name="login"
          label={t('fields.login')}
          autoComplete="username"
          required
          autoFocus={!prefilled}
        />
        <CodeField control={form.control} name="code" autoFocus={Boolean(prefilled)} />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onResend} loading={resend.isPending}>
            {t('activate.resend')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
            {t('activate.submit')}
          </Button>
        </Stack>
      </FormStack>
      <MailboxNotice />
    </AuthCard>
  );
}
