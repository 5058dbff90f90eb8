import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { AnyControl } from './form-text-field.tsx';

type Props<T extends FieldValues> = { control: AnyControl<T>; name: Path<T>; label: string; disabled?: boolean };

/** A yes/no field of a react-hook-form form, labelled beside its box. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled }: Props<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref, name: field.name } }}
        />
      }
    />
  );
}
