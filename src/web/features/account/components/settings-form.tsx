import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffLanguageSchema } from '../../../../shared/schemas/languages.ts';
import { SettingsSchema, type Settings } from '../../../../shared/schemas/account.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { setLanguage } from '../../../i18n/i18n.ts';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSaveSettings } from '../api/save-settings.ts';

/** Full name and title (the orders' signatory), signature and language; the interface switches to the saved language. */
export function SettingsForm({ saved }: { saved: Settings }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveSettings();
  const form = useForm({ resolver: zodResolver(SettingsSchema), defaultValues: saved });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const notice = await save.mutateAsync(values);
      await setLanguage(values.language);
      notify.notice(notice);
      form.reset(values);
    } catch (error) {
      showSubmitError(form, error, t);
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <FormTextField
        control={form.control}
        name="fullName"
        label={t('fields.fullName')}
        helperText={t('settings.fullNameHelp')}
        autoComplete="name"
      />
      <FormTextField
        control={form.control}
        name="title"
        label={t('fields.title')}
        helperText={t('settings.titleHelp')}
      />
      <FormTextField
        control={form.control}
        name="signature"
        label={t('fields.signature')}
        helperText={t('settings.signatureHelp')}
        multiline
        minRows={4}
      />
      <FormSelectField
        control={form.control}
        name="language"
        label={t('fields.language')}
        helperText={t('settings.languageHelp')}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {StaffLanguageSchema.options.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </FormSelectField>
      <Box>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('settings.save')}
        </Button>
      </Box>
    </FormStack>
  );
}
