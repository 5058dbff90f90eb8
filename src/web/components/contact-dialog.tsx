import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
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
  country: '',
};

/** What a printshop holds beside the contact fields (docs/product.md#certificates); a company has none. */
type Certificates = { certificates?: { kind: string; number: string; validUntil: string }[] };

/** A saved printshop or company (a company has no bounce mark and no certificates). */
type ContactRecord = Omit<Contact, 'bouncedAt'> & { bouncedAt?: number | null } & Certificates;

/** What a company holds beside the contact fields: what an order says of its buyer (docs/product.md#orders). */
type Commercial = { invoiceAddress?: string; paymentTerms?: string; orderNumberPrefix?: string };

/** The form's values: a contact's fields, a printshop's certificates, a company's commercial fields. */
export type ContactValues = ContactInput & Certificates & Commercial;

/** A saved contact's form values: everything but its id, version and bounce mark. */
const valuesOf = ({ id: _, version: _v, bouncedAt: _b, ...values }: ContactRecord): ContactValues => values;

type Props = RecordFormProps<ContactRecord, ContactValues> & {
  /** The schema the values must meet: a printshop's has its certificates too. */
  schema?: z.ZodObject;
  /** Fields below the contact's (a printshop's certificates), and their label where a conflict names them. */
  more?: { fields: (form: UseFormReturn<ContactValues>) => ReactNode; label: string };
  /** The languages to choose from: printshops read Slovak too, companies do not. */
  languages: readonly Language[];
  /** What the language is for, where it matters (printshops get their mails in it). */
  languageHelp?: string;
  /** A line above the fields (a printshop's last mail bounced). */
  notice?: ReactNode;
  /** A new record's values beyond the contact's (a company's order number prefix). */
  defaults?: Partial<ContactValues>;
};

/** Create or edit a printshop or a company: the contact fields they share. */
export function ContactDialog(props: Props) {
  const { title, record, languages, languageHelp, notice, onSubmit, onClose, onReload, more } = props;
  const rt = useRecordScreenTexts();
  const { t } = useTranslation();
  // One form for both schemas: each parses to ContactValues.
  const resolver = zodResolver(props.schema ?? ContactInputSchema) as unknown as Resolver<ContactValues>;
  const form = useForm<ContactValues>({
    resolver,
    defaultValues: record ? valuesOf(record) : { ...empty, ...(more ? { certificates: [] } : {}), ...props.defaults },
  });
  const conflict = useRecordConflict(form, {
    reload: onReload,
    valuesOf,
    label: (path) => (more && !(path in empty) ? more.label : rt(`fields.${path as keyof ContactInput}`)),
    show: (path, value) => (path === 'language' ? t(`language.${value as Language}`) : value),
  });
  const submit = useRecordSubmit(form, onSubmit, conflict);

  // No maxLength on the inputs: a pasted name over the limit would be cut without a word; the schema says it.
  const field = (name: keyof ContactInput | keyof Commercial) => ({
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
      {notice}
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
        <FormTextField {...field('country')} />
      </Box>
      {more?.fields(form)}
    </FormDialog>
  );
}
