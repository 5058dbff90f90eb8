import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromDisplayDate, retypeDate, toDisplayDate } from '../../../shared/dates.ts';
import { fieldErrorText } from '../../lib/form/field-error-text.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useDateTexts } from '../../i18n/dates.ts';
import { readOnlyLook, type AnyControl } from './form-text-field.tsx';

type Props<T extends FieldValues> = {
  control: AnyControl<T>;
  name: Path<T>;
  label: string;
  readOnly?: boolean;
  required?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/**
 * A date typed in the interface language's way (dd/mm/yyyy, dd.mm.yyyy) or picked. MUI has no date picker in
 * core: the button opens the browser's own calendar of a hidden `<input type="date">`, whose choice is
 * written back the same way. A date typed before the language was switched is shown the new way.
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  readOnly = false,
  required = false,
  hint,
}: Props<T>) {
  const dt = useDateTexts();
  const { t } = useTranslation();
  const { language } = useFormat();
  const { field, fieldState } = useController({ control, name });
  const picker = useRef<HTMLInputElement>(null);
  const text = retypeDate(String(field.value ?? ''), language);
  const error = fieldState.error;
  const errorText = fieldErrorText(error, t);

  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // A browser without showPicker: the date can still be typed.
    }
  };

  const pickerButton = (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton aria-label={dt('pick', { field: label })} onClick={openPicker} edge="end" size="small">
        <CalendarMonthOutlined fontSize="small" />
      </IconButton>
      <Box
        component="input"
        type="date"
        ref={picker}
        tabIndex={-1}
        aria-hidden
        value={fromDisplayDate(text) ?? ''}
        onChange={(e) => field.onChange(e.target.value ? toDisplayDate(e.target.value, language) : '')}
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: '1px',
          height: '1px',
          p: 0,
          border: 0,
          opacity: 0,
          pointerEvents: 'none',
        }}
      />
    </InputAdornment>
  );

  return (
    <TextField
      name={field.name}
      value={text}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      placeholder={readOnly ? undefined : dt('placeholder')}
      error={Boolean(error)}
      helperText={errorText ?? hint}
      sx={readOnly ? readOnlyLook : undefined}
      slotProps={{
        input: { readOnly, endAdornment: readOnly ? undefined : pickerButton },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
    />
  );
}
