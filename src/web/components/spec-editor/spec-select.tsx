import type { SxProps, Theme } from '@mui/material/styles';
import type { FieldValues } from 'react-hook-form';
import { FormSelectField } from '../form-select-field.tsx';
import type { AnyControl } from '../form/form-text-field.tsx';

/** What every part of the spec editor gets: the form, the spec's path in it (`spec`, `formats.0.spec`). */
export type SpecPartProps = { control: AnyControl<FieldValues>; name: string; readOnly: boolean };

type Props<V extends string> = {
  control: AnyControl<FieldValues>;
  name: string;
  label: string;
  values: readonly V[];
  text: (value: V) => string;
  readOnly: boolean;
  required?: boolean;
  sx?: SxProps<Theme>;
};

/** A native select of one of a spec's value lists, each value in the interface language. */
export function SpecSelect<V extends string>(props: Props<V>) {
  const { control, name, label, values, text, readOnly, required, sx } = props;
  return (
    <FormSelectField control={control} name={name} label={label} disabled={readOnly} required={required} sx={sx}>
      {values.map((value) => (
        <option key={value} value={value}>
          {text(value)}
        </option>
      ))}
    </FormSelectField>
  );
}
