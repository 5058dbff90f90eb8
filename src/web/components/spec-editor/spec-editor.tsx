import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useController, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { BINDINGS, FOLDS, PACKAGING_UNITS, PRODUCTS, PROOFS, type Product } from '../../../shared/spec-values.ts';
import { FormTextField, type AnyControl } from '../form/form-text-field.tsx';
import type { SpecFormValues } from './spec-form.ts';
import { PAGED, presetSpec } from './spec-presets.ts';
import { useSpecTexts } from './i18n/texts.ts';
import { SpecColors } from './spec-colors.tsx';
import { SpecFinishing, SpecPapers } from './spec-lists.tsx';
import { SpecSelect, type SpecPartProps } from './spec-select.tsx';
import { SpecSize } from './spec-size.tsx';

// The vocabulary the preview renders with (~15 KB) comes only with the preview, not with the forms.
const SpecPreview = lazy(() => import('./spec-preview.tsx'));

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 };

/** A titled part of the spec; the heading names the group for screen readers. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ mb: 1, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A format's structured spec (docs/product.md#specification): a product, which preselects the fields it asks
 * for, then one field per value, and a preview as each language's printshops read it. `name` is the spec's path
 * in the form (`spec`, `formats.0.spec`); its value is null for a format of free texts alone.
 */
export function SpecEditor<T extends FieldValues>(props: {
  control: AnyControl<T>;
  name: Path<T>;
  readOnly?: boolean;
}) {
  const { name, readOnly = false } = props;
  const control = props.control as unknown as SpecPartProps['control'];
  const st = useSpecTexts();
  const id = useId();
  const { field } = useController({ control, name });
  // Watched, not the controller's value: a change of any of its fields renders the preview again.
  const spec = useWatch({ control, name }) as SpecFormValues | null | undefined;
  const part = { control, name, readOnly };
  const paged = spec && (PAGED.includes(spec.product) || spec.pages !== '' || spec.binding !== 'none');
  const folded = spec?.folding.kind !== 'none';
  return (
    // A group, not a region: a task shows one editor per open format, and landmarks must have names of their own.
    <Stack role="group" spacing={2} aria-labelledby={id}>
      <div>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {st('heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {st('hint')}
        </Typography>
      </div>
      <TextField
        select
        label={st('product')}
        value={spec?.product ?? ''}
        disabled={readOnly}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value ? presetSpec(e.target.value as Product) : null)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 360 } }}
      >
        <option value="">{st('noSpec')}</option>
        {PRODUCTS.map((p) => (
          <option key={p} value={p}>
            {st(`products.${p}`)}
          </option>
        ))}
      </TextField>
      {spec ? (
        <>
          <SpecSize {...part} folded={folded} />
          {paged ? (
            <Box sx={grid}>
              <FormTextField
                control={control}
                name={`${name}.pages`}
                label={st('pages')}
                helperText={st('pagesHint')}
                slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
              />
              <SpecSelect
                {...part}
                name={`${name}.binding`}
                label={st('binding')}
                values={BINDINGS}
                text={(v) => st(`bindings.${v}`)}
              />
            </Box>
          ) : null}
          <Part title={st('colors')}>
            <SpecColors {...part} />
          </Part>
          <Part title={st('papers')}>
            <SpecPapers {...part} />
          </Part>
          <Part title={st('finishing')}>
            <SpecFinishing {...part} />
          </Part>
          <Box sx={grid}>
            <SpecSelect
              {...part}
              name={`${name}.folding.kind`}
              label={st('folding')}
              values={FOLDS}
              text={(v) => st(`folds.${v}`)}
            />
            {folded ? (
              <FormTextField
                control={control}
                name={`${name}.folding.panels`}
                label={st('panels')}
                slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
              />
            ) : null}
            <SpecSelect
              {...part}
              name={`${name}.packaging.unit`}
              label={st('packaging')}
              values={['', ...PACKAGING_UNITS]}
              text={(v) => st(`units.${v || 'none'}`)}
            />
            {spec.packaging.unit ? (
              <FormTextField
                control={control}
                name={`${name}.packaging.per`}
                label={st('per')}
                required
                slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
              />
            ) : null}
            <SpecSelect
              {...part}
              name={`${name}.proof`}
              label={st('proof')}
              values={PROOFS}
              text={(v) => st(`proofs.${v}`)}
            />
          </Box>
          <Suspense
            fallback={
              <Typography variant="body2" color="text.secondary">
                {st('previewLoading')}
              </Typography>
            }
          >
            <SpecPreview spec={spec} />
          </Suspense>
        </>
      ) : null}
    </Stack>
  );
}
