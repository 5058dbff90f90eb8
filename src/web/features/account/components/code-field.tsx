import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

/** The 6-digit code from a mail: a number pad on phones, and browsers may offer the code from the mail. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
export function CodeField<T extends FieldValues>(props: { control: Control<T, any, any>; name: Path<T>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      {...props}
      label={t('fields.code')}
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
    />
  );
}
