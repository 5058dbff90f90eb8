import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';

type Props<T extends FieldValues> = { control: AnyControl<T>; required?: boolean; autoFocus?: boolean };

/** The username or e-mail a person signs in with; browsers fill it in from saved logins. */
export function LoginNameField<T extends FieldValues & { login: string }>({ control, required, autoFocus }: Props<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'login' as Path<T>}
      label={t('fields.login')}
      autoComplete="username"
      required={required}
      autoFocus={autoFocus}
    />
  );
}
