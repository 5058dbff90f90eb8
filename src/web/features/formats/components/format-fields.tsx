import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { FormatLanguage } from '../../../../shared/schemas/formats.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormatsTexts } from '../i18n/texts.ts';
import type { FormatFormValues } from '../lib/format-form.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
type FormControl = Control<FormatFormValues, any, any>;

/** A titled group of fields; its heading names it for screen readers (and for the browser tests). */
function FieldGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={id} variant="h2" component="h3" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

/** Title, format, colours, perforation and fold: the same in every language. */
export function FormatFields({ control, heading }: { control: FormControl; heading: string }) {
  const ft = useFormatsTexts();
  return (
    <FieldGroup heading={heading}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <FormTextField control={control} name="title" label={ft('fields.title')} required autoFocus />
        <FormTextField control={control} name="format" label={ft('fields.format')} helperText={ft('formatHint')} />
        <FormTextField control={control} name="color" label={ft('fields.color')} />
        <FormTextField control={control} name="perforation" label={ft('fields.perforation')} />
        <FormTextField control={control} name="fold" label={ft('fields.fold')} />
      </Box>
    </FieldGroup>
  );
}

/** Weight, personalisation and description in one language. */
export function FormatTextFields({
  control,
  language,
  heading,
}: {
  control: FormControl;
  language: FormatLanguage;
  heading: string;
}) {
  const ft = useFormatsTexts();
  return (
    <FieldGroup heading={heading}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name={`${language}.weight`} label={ft('fields.weight')} />
        <FormTextField
          control={control}
          name={`${language}.personalisation`}
          label={ft('fields.personalisation')}
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name={`${language}.description`}
          label={ft('fields.description')}
          multiline
          minRows={5}
        />
      </Box>
    </FieldGroup>
  );
}
