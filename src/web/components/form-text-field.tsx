import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageSchema } from '../../shared/languages.ts';
import { fieldErrorText } from '../lib/field-error-text.ts';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
  control: Control<T, any, any>;
  name: Path<T>;
};

/** An MUI text field bound to a react-hook-form field; its error, translated, shows under it. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: Props<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { ref, ...fieldProps } = field;
  // An empty required field says so, whatever rule the schema broke first ("at least 3 characters").
  const errorText =
    fieldState.error && fieldState.error.type !== 'server' && props.required && field.value === ''
      ? t('validation.required')
      : fieldErrorText(fieldState.error, t, LanguageSchema.catch('en').parse(i18n.resolvedLanguage));
  return (
    <TextField
      {...props}
      {...fieldProps}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}
