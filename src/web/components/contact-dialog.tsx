import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/languages.ts';
import { ContactInputSchema, type Contact, type ContactInput } from '../../shared/schemas/contact.ts';
import { useRecordScreenTexts } from '../i18n/records.ts';
import { FormDialog } from './form-dialog.tsx';
import type { RecordFormProps } from './record-dialogs.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { FormTextField } from './form/form-text-field.tsx';
import { useRecordConflict } from './form/use-record-conflict.tsx';
import { useRecordSubmit } from './form/use-record-submit.ts';

const empty: ContactInput = {
  name: '',
  email: '',
  contactPerson: '',
  address: '',
  vatNumber: '',
  accountNumber: '',
  language: 'de',
};

/** A saved contact's form values: everything but its id and version. */
const valuesOf = ({ id: _, version: _v, ...values }: Contact): ContactInput => values;

type Props = RecordFormProps<Contact, ContactInput> & {
  /** The languages to choose from: printshops read Slovak too, companies do not. */
  languages: readonly Language[];
  /** What the language is for, where it matters (printshops get their mails in it). */
  languageHelp?: string;
};

/** Create or edit a printshop or a company: the contact fields they share. */
export function ContactDialog({ title, record, languages, languageHelp, onSubmit, onClose, onReload }: Props) {
  const rt = useRecordScreenTexts();
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(ContactInputSchema), defaultValues: record ? valuesOf(record) : empty });
  const conflict = useRecordConflict(form, {
    reload: onReload,
    valuesOf,
    label: (path) => rt(`fields.${path as keyof ContactInput}`),
    show: (path, value) => (path === 'language' ? t(`language.${value as Language}`) : value),
  });
  const submit = useRecordSubmit(form, onSubmit, conflict);

  // No maxLength on the inputs: a pasted name over the limit would be cut without a word; the schema says it.
  const field = (name: keyof ContactInput) => ({
    control: form.control,
    name,
    label: rt(`fields.${name}`),
  });

  return (
    <FormDialog
      title={title}
      submitLabel={record ? rt('save') : rt('create')}
      submitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      alert={conflict.alert}
      onSubmit={submit}
      onClose={onClose}
      dirty={form.formState.isDirty}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField {...field('name')} required autoFocus />
        <FormTextField {...field('email')} type="email" autoComplete="off" required />
        <FormTextField {...field('contactPerson')} />
        <FormSelectField control={form.control} name="language" label={rt('fields.language')} helperText={languageHelp}>
          {languages.map((lang) => (
            <option key={lang} value={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </FormSelectField>
        <FormTextField {...field('address')} multiline minRows={3} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <FormTextField {...field('vatNumber')} />
        <FormTextField {...field('accountNumber')} />
      </Box>
    </FormDialog>
  );
}
