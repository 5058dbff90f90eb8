import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';

/** The 6-digit code from a mail: a number pad on phones, and browsers may offer the code from the mail. */
export function CodeField<T extends FieldValues>(props: {
  control: AnyControl<T>;
  name: Path<T>;
  autoFocus?: boolean;
}) {
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
