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
};

/** A native select of one of a spec's value lists, each value in the interface language. */
export function SpecSelect<V extends string>({ control, name, label, values, text, readOnly, required }: Props<V>) {
  return (
    <FormSelectField control={control} name={name} label={label} disabled={readOnly} required={required}>
      {values.map((value) => (
        <option key={value} value={value}>
          {text(value)}
        </option>
      ))}
    </FormSelectField>
  );
}
