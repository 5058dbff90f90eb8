import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/form/field-error-text.ts';
import { growingText } from './growing-text.ts';

/** A form's control, whatever its context and output types, which do not matter to a field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyControl<T extends FieldValues> = Control<T, any, any>;

/** What every form field takes: its form and name, its label and help, and how it sits in the layout. */
export type FormFieldProps<T extends FieldValues> = {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/** A field that shows a value but takes none: a tinted ground and a dashed outline, so it does not look editable. */
export const readOnlyLook = {
  bgcolor: 'action.hover',
  '& .MuiOutlinedInput-notchedOutline, &:hover .MuiOutlinedInput-notchedOutline': {
    borderStyle: 'dashed',
    borderColor: 'divider',
  },
} as const;

/** A react-hook-form field's state, and its error as a sentence in the interface language. */
export function useFormField<T extends FieldValues>({ control, name, required }: FormFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  // An empty required field says so, whatever rule the schema broke first ("at least 3 characters").
  const errorText =
    fieldState.error && fieldState.error.type !== 'server' && required && field.value === ''
      ? t('validation.required')
      : fieldErrorText(fieldState.error, t);
  return { field, error: Boolean(fieldState.error), errorText };
}

type Props<T extends FieldValues> = FormFieldProps<T> &
  Pick<OutlinedInputProps, 'autoComplete' | 'autoFocus' | 'type' | 'multiline' | 'minRows'> & {
    slotProps?: { input?: Partial<OutlinedInputProps>; htmlInput?: InputBaseComponentProps };
  };

/**
 * An outlined text field bound to a react-hook-form field; its error, translated, shows under it. Built from
 * MUI's parts the way TextField builds them, because TextField always brings MUI's Select with its menus and
 * popovers, which the sign-in pages need not download (docs/decisions/008). Selects are FormSelectField.
 */
export function FormTextField<T extends FieldValues>(props: Props<T>) {
  const { label, helperText, required, disabled, sx, slotProps, autoComplete, autoFocus, type, multiline, minRows } =
    props;
  const id = useId();
  const {
    field: { ref, ...field },
    error,
    errorText,
  } = useFormField(props);
  const helper = errorText ?? helperText;
  const helperId = helper ? `${id}-helper-text` : undefined;
  const input = useRef<HTMLElement | null>(null);
  const setInput = useCallback(
    (element: HTMLElement | null) => {
      input.current = element;
      ref(element);
    },
    [ref],
  );
  // Focused a frame after it appears, not while React commits the page: there, focusing forces the page's
  // first layout and a second render into the same task, the longest of a phone's start (docs/decisions/008).
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);
  return (
    <FormControl fullWidth required={required} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...field}
        {...{ autoComplete, type, multiline }}
        rows={multiline ? (minRows ?? 1) : undefined}
        inputComponent={multiline ? 'textarea' : undefined}
        id={id}
        inputRef={setInput}
        label={label}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
        {...slotProps?.input}
        sx={[slotProps?.input?.readOnly ? readOnlyLook : {}, multiline ? growingText(Number(minRows ?? 1)) : {}]}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
