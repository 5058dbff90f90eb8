import Stack from '@mui/material/Stack';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageSchema } from '../../../../shared/languages.ts';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';
import { useTasksTexts } from '../i18n/texts.ts';
import type { NewTaskFormValues } from '../lib/task-form.ts';
import { DateField } from './date-field.tsx';

type Props<T extends FieldValues> = {
  /** A form whose values include the task's fields (the create form's or the whole task form's). */
  control: AnyControl<T>;
  readOnly?: boolean;
  /** The create dialog leaves the language at its preset. */
  withLanguage?: boolean;
  autoFocus?: boolean;
  /** What the server still misses (`Task.missing`): those dates say they are needed for sending. */
  missing?: string[];
};

/** The task's own fields, shared by the create dialog and the task's page. */
export function TaskFields<T extends FieldValues>({
  control,
  readOnly = false,
  withLanguage = false,
  autoFocus = false,
  missing = [],
}: Props<T>) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const c = control as unknown as Control<NewTaskFormValues>;
  const input = { input: { readOnly } };
  const hint = (field: string) => (missing.includes(field) ? ft('fields.needed') : undefined);
  return (
    <>
      <FormTextField
        control={c}
        name="name"
        label={ft('fields.name')}
        required={!readOnly}
        slotProps={input}
        autoFocus={autoFocus}
      />
      <FormTextField
        control={c}
        name="note"
        label={ft('fields.note')}
        required={!readOnly}
        slotProps={input}
        multiline
        minRows={2}
      />
      <FormTextField
        control={c}
        name="address"
        label={ft('fields.address')}
        required={!readOnly}
        slotProps={input}
        multiline
        minRows={3}
      />
      <FormTextField
        control={c}
        name="lettershop"
        label={ft('fields.lettershop')}
        required={!readOnly}
        slotProps={input}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          control={c}
          name="deliveryDate"
          label={ft('fields.deliveryDate')}
          readOnly={readOnly}
          hint={hint('deliveryDate')}
        />
        <DateField
          control={c}
          name="deadlineDate"
          label={ft('fields.deadlineDate')}
          readOnly={readOnly}
          hint={hint('deadlineDate')}
        />
        <DateField
          control={c}
          name="awardDate"
          label={ft('fields.awardDate')}
          readOnly={readOnly}
          hint={ft('fields.awardDateHelp')}
        />
      </Stack>
      {withLanguage ? (
        <FormSelectField
          control={c}
          name="lang"
          label={ft('fields.lang')}
          helperText={ft('fields.langHelp')}
          disabled={readOnly}
          sx={{ maxWidth: { sm: 280 } }}
        >
          {LanguageSchema.options.map((lang) => (
            <option key={lang} value={lang}>
              {t(`language.${lang}`)}
            </option>
          ))}
        </FormSelectField>
      ) : null}
    </>
  );
}
