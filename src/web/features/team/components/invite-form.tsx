import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InviteBodySchema, InviteRoleSchema } from '../../../../shared/schemas/team.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useInviteEmployee } from '../api/invite-employee.ts';
import { useTeamTexts } from '../i18n/texts.ts';

const empty = { email: '', role: 'member' as const };

/** E-mail and role of a new employee; the server mails the invitation link. */
export function InviteForm() {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const invite = useInviteEmployee();
  const form = useForm({ resolver: zodResolver(InviteBodySchema), defaultValues: empty });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notify.success(ft('invite.sent', { email: values.email }));
      form.reset(empty);
    } catch (error) {
      showSubmitError(form, error, t);
      notify.error(error);
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <Typography variant="body2" color="text.secondary">
        {ft('invite.hint')}
      </Typography>
      <MandatoryNote />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, gap: 2, alignItems: 'start' }}
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          required
        />
        <FormSelectField
          control={form.control}
          name="role"
          label={ft('employees.role')}
          helperText={ft('invite.roleHelp')}
        >
          {InviteRoleSchema.options.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </FormSelectField>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ mt: { sm: 1 } }}>
          {ft('invite.submit')}
        </Button>
      </Box>
    </FormStack>
  );
}
