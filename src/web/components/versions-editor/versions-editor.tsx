import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormState,
  type ArrayPath,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_VERSIONS } from '../../../shared/schemas/formats.ts';
import { fieldErrorText } from '../../lib/form/field-error-text.ts';
import { FormTextField, type AnyControl } from '../form/form-text-field.tsx';
import { useVersionsTexts } from './i18n/texts.ts';
import type { VersionsFormValues } from './versions-form.ts';

type VersionsControl = AnyControl<{ versions: VersionsFormValues }>;

/**
 * A format's versions (docs/product.md#versions): a name and a quantity per row. `name` is the list's path in the
 * form (`versions`, `formats.0.versions`); `children` go under the rows (a task's wish for a version-change price).
 */
export function VersionsEditor<T extends FieldValues>(props: {
  control: AnyControl<T>;
  name: ArrayPath<T> & Path<T>;
  readOnly?: boolean;
  children?: ReactNode;
}) {
  const { readOnly = false, children } = props;
  // One path for the field array's types; the caller's path is the real one.
  const control = props.control as unknown as VersionsControl;
  const name = props.name as 'versions';
  const vt = useVersionsTexts();
  const { t } = useTranslation();
  const headingId = useId();
  const rows = useFieldArray({ control, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });
  const listError = errorAt(errors, name);
  const input = { input: { readOnly } };

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {vt('heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {vt('hint')}
      </Typography>
      <Stack spacing={1}>
        {rows.fields.map(({ key }, j) => (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField control={control} name={`${name}.${j}.name`} label={vt('name')} slotProps={input} />
            <FormTextField
              control={control}
              name={`${name}.${j}.count`}
              label={vt('count')}
              slotProps={{ ...input, htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: 160 }}
            />
            {readOnly ? null : (
              <IconButton aria-label={vt('remove', { n: j + 1 })} onClick={() => rows.remove(j)} sx={{ mt: 1 }}>
                <CloseOutlined fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {listError ? <FormHelperText error>{fieldErrorText(listError, t)}</FormHelperText> : null}
      {readOnly || rows.fields.length >= MAX_VERSIONS ? null : (
        <Button startIcon={<AddOutlined />} onClick={() => rows.append({ name: '', count: '' })} sx={{ mt: 1 }}>
          {vt('add')}
        </Button>
      )}
      {children}
    </Box>
  );
}

/** The list's own error (too many): on the list, or under `root` once its entries are registered. */
function errorAt(errors: object, path: string): FieldError | undefined {
  const error = get(errors, path) as (FieldError & { root?: FieldError }) | undefined;
  if (error?.root?.message) return error.root;
  return error?.message ? error : undefined;
}
