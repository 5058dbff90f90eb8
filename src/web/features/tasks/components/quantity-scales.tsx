import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, useFormState, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_SCALES } from '../../../../shared/quantities.ts';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';
import { fieldErrorText } from '../../../lib/form/field-error-text.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import type { TaskFormValues } from '../lib/task-form-model.ts';

type Props = { control: AnyControl<TaskFormValues>; index: number; readOnly: boolean };

/**
 * The quantities a format asks for beside its count (up to five, ascending), and whether it asks for a
 * price per additional 1,000: printshops price each, buyers read the curve.
 */
export function QuantityScales({ control, index, readOnly }: Props) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const headingId = useId();
  const counts = useFieldArray({ control, name: `formats.${index}.counts`, keyName: 'key' });
  const { errors } = useFormState({ control, name: `formats.${index}.counts` });
  // The list's own error (order, repeats); an entry's own error shows under that entry.
  const listError = listErrorOf(errors.formats?.[index]?.counts);

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {ft('formats.counts')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {ft('formats.countsHelp')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {counts.fields.map(({ key }, j) => (
          <Stack key={key} direction="row" sx={{ alignItems: 'flex-start', width: { xs: '100%', sm: 200 } }}>
            <FormTextField
              control={control}
              name={`formats.${index}.counts.${j}.value`}
              label={ft('formats.furtherCount', { n: j + 1 })}
              slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
            />
            {readOnly ? null : (
              <IconButton
                aria-label={ft('formats.removeCount', { n: j + 1 })}
                onClick={() => counts.remove(j)}
                sx={{ mt: 1 }}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
        {readOnly || counts.fields.length >= MAX_SCALES ? null : (
          <Button startIcon={<AddOutlined />} onClick={() => counts.append({ value: '' })} sx={{ mt: 1 }}>
            {ft('formats.addCount')}
          </Button>
        )}
      </Stack>
      {listError ? <FormHelperText error>{fieldErrorText(listError, t)}</FormHelperText> : null}
      <FormCheckbox control={control} name={`formats.${index}.runOn`} label={ft('formats.runOn')} disabled={readOnly} />
    </Box>
  );
}

/** A field array's own error sits on it, or under `root` once its entries are registered. */
function listErrorOf(error: { message?: string; root?: FieldError } | undefined): FieldError | undefined {
  if (error?.root?.message) return error.root;
  return error?.message ? (error as FieldError) : undefined;
}
