import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldProps } from './form/form-text-field.tsx';

/** A native select bound to a react-hook-form field; `children` are its `<option>`s. */
export function FormSelectField<T extends FieldValues>(props: FormFieldProps<T> & { children: ReactNode }) {
  const { label, helperText, required, disabled, sx, children } = props;
  const {
    field: { ref, ...field },
    error,
    errorText,
  } = useFormField(props);
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      // A disabled select's help stays readable: it says why it cannot be changed (WCAG 1.4.3). A native select
      // always shows an option, an empty value's too (the default, or none while its options load): its label
      // stays above it, never over the option's text.
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
      label={label}
      required={required}
      disabled={disabled}
      sx={sx}
      error={error}
      helperText={errorText ?? helperText}
    >
      {children}
    </TextField>
  );
}
