import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, useWatch } from 'react-hook-form';
import { SIZE_NAMES, SIZES } from '../../../shared/spec-values.ts';
import { FormCheckbox } from '../form/form-checkbox.tsx';
import { FormTextField } from '../form/form-text-field.tsx';
import type { SpecFormValues } from './spec-form.ts';
import { useSpecTexts } from './i18n/texts.ts';
import type { SpecPartProps } from './spec-select.tsx';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 };
const numeric = { htmlInput: { inputMode: 'decimal' } } as const;

/** "210 × 297 mm" in the interface's number format. */
type Name = SpecFormValues['size']['name'];

const millimetres = ([w, h]: readonly [number, number]) => `${w} × ${h} mm`;

/**
 * The size by name, its millimetres in the option ("A4 (210 × 297 mm)"), turned to landscape, or a custom
 * size's width and height; a folded product's open size too.
 */
export function SpecSize({ control, name, readOnly, folded }: SpecPartProps & { folded: boolean }) {
  const st = useSpecTexts();
  const { field } = useController({ control, name: `${name}.size` });
  const size = useWatch({ control, name: `${name}.size` }) as SpecFormValues['size'];
  // A custom size starts from the millimetres the named one showed (turned, when it was landscape).
  const choose = (next: Name) => {
    if (next !== '' || size.name === '') return field.onChange({ ...size, name: next });
    const [w, h] = SIZES[size.name];
    const [width, height] = size.landscape ? [h, w] : [w, h];
    field.onChange({ ...size, name: '', landscape: false, widthMm: String(width), heightMm: String(height) });
  };
  const input = { ...numeric, input: { readOnly } };
  const options = ['', ...SIZE_NAMES] as const;
  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
        <TextField
          select
          fullWidth
          label={st('size')}
          value={size.name}
          disabled={readOnly}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => choose(e.target.value as Name)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {options.map((v) => (
            <option key={v} value={v}>
              {v === ''
                ? st('customSize')
                : st('sizeOption', { name: v === 'US-letter' ? 'US Letter' : v, mm: millimetres(SIZES[v]) })}
            </option>
          ))}
        </TextField>
      </Box>
      {size.name === '' ? (
        <>
          <FormTextField
            control={control}
            name={`${name}.size.widthMm`}
            label={st('width')}
            required
            slotProps={input}
          />
          <FormTextField
            control={control}
            name={`${name}.size.heightMm`}
            label={st('height')}
            required
            slotProps={input}
          />
        </>
      ) : (
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' }, alignSelf: 'center' }}>
          <FormCheckbox control={control} name={`${name}.size.landscape`} label={st('landscape')} disabled={readOnly} />
        </Box>
      )}
      {folded ? (
        <>
          <FormTextField
            control={control}
            name={`${name}.size.openWidthMm`}
            label={st('openWidth')}
            helperText={st('openHint')}
            slotProps={input}
          />
          <FormTextField
            control={control}
            name={`${name}.size.openHeightMm`}
            label={st('openHeight')}
            helperText={st('openHint')}
            slotProps={input}
          />
        </>
      ) : null}
    </Box>
  );
}
