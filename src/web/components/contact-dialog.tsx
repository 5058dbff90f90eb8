import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageSchema } from '../../shared/languages.ts';
import { ContactInputSchema, type Contact, type ContactInput } from '../../shared/schemas/contact.ts';
import { useRecordsTexts } from '../i18n/records.ts';
import { showSubmitError } from '../lib/form-errors.ts';
import { useNotify } from '../lib/notify.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { FormTextField } from './form-text-field.tsx';

const empty: ContactInput = { name: '', email: '', contactPerson: '', address: '', vatNumber: '', accountNumber: '', language: 'de' };

type Props = {
  title: string;
  /** The record to edit; none to create one. */
  contact?: Contact;
  /** What the language is for, where it matters (printshops get their mails in it). */
  languageHelp?: string;
  /** Saves; the caller reports success and closes. A failure shows in the form and as a notice. */
  onSubmit: (values: ContactInput) => Promise<unknown>;
  onClose: () => void;
};

/** Create or edit a printshop or a company: the contact fields they share. */
export function ContactDialog({ title, contact, languageHelp, onSubmit, onClose }: Props) {
  const t = useRecordsTexts();
  const { t: tg } = useTranslation();
  const notify = useNotify();
  const { id: _, ...saved } = contact ?? { id: '', ...empty };
  const form = useForm({ resolver: zodResolver(ContactInputSchema), defaultValues: saved });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showSubmitError(form, error, tg);
      notify.error(error);
    }
  });

  const field = (name: keyof ContactInput, maxLength: number) => ({
    control: form.control,
    name,
    label: t(`fields.${name}`),
    slotProps: { htmlInput: { maxLength } },
  });

  return (
    <FormDialog
      title={title}
      submitLabel={contact ? t('save') : t('create')}
      submitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField {...field('name', 200)} required autoFocus />
        <FormTextField {...field('email', 254)} type="email" autoComplete="off" required />
        <FormTextField {...field('contactPerson', 200)} />
        <FormSelectField control={form.control} name="language" label={t('fields.language')} helperText={languageHelp}>
          {LanguageSchema.options.map((lang) => (
            <option key={lang} value={lang}>
              {tg(`language.${lang}`)}
            </option>
          ))}
        </FormSelectField>
        <FormTextField {...field('address', 1000)} multiline minRows={3} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField {...field('vatNumber', 50)} />
        <FormTextField {...field('accountNumber', 50)} />
      </Box>
    </FormDialog>
  );
}
