import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordBodySchema } from '../../../../shared/schemas/account.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { withRepeatPassword } from '../../../lib/form/repeat-password.ts';
import { useChangePassword } from '../api/change-password.ts';

const ChangePasswordFormSchema = withRepeatPassword(ChangePasswordBodySchema, 'newPassword');
const empty = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: empty });

  const onSubmit = form.handleSubmit(async ({ repeatPassword: _, ...values }) => {
    try {
      notify.notice(await change.mutateAsync(values));
      form.reset(empty);
    } catch (error) {
      showSubmitError(form, error, t);
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <MandatoryNote />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <PasswordField
        control={form.control}
        name="currentPassword"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        control={form.control}
        name="newPassword"
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
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('settings.password.submit')}
        </Button>
      </Box>
    </FormStack>
  );
}
