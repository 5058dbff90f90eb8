import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toDisplayDate } from '../../../../shared/dates.ts';
import type { StaffLanguage } from '../../../../shared/languages.ts';
import { MAX_DELIVERY_NOTE, type Delivery } from '../../../../shared/schemas/deliveries.ts';
import { issue } from '../../../../shared/validation.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { RequiredDisplayDateSchema } from '../../../lib/form/display-date.ts';
import { fieldErrorText } from '../../../lib/form/field-error-text.ts';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRecordDelivery } from '../api/record-delivery.ts';
import { useDeliveriesTexts } from '../i18n/texts.ts';

const QUALITIES = ['1', '2', '3', '4', '5'] as const;

const FormSchema = z.object({
  deliveredOn: RequiredDisplayDateSchema,
  quality: z.enum(QUALITIES, { error: issue('required') }),
  note: z.string().max(MAX_DELIVERY_NOTE, issue('tooLong', { max: MAX_DELIVERY_NOTE })),
});
type FormInput = z.input<typeof FormSchema>;

type Props = { taskId: string; winner: { supplierId: string; name: string }; recorded: Delivery | undefined };

const valuesOf = (d: Delivery | undefined, language: StaffLanguage): FormInput => ({
  deliveredOn: d ? toDisplayDate(d.deliveredOn, language) : '',
  quality: (d ? String(d.quality) : '') as FormInput['quality'],
  note: d?.note ?? '',
});

/** One winner's delivery: the day it arrived (calendar), the quality 1–5 as radios, a note; what was recorded. */
export function DeliveryForm({ taskId, winner, recorded }: Props) {
  const ft = useDeliveriesTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useRecordDelivery();
  const headingId = useId();
  const { language } = useFormat();
  const form = useForm({ resolver: zodResolver(FormSchema), values: valuesOf(recorded, language) });
  const onSubmit = form.handleSubmit(async ({ deliveredOn, quality, note }) => {
    try {
      const delivery = { deliveredOn, quality: Number(quality), note };
      await save.mutateAsync({ taskId, supplierId: winner.supplierId, delivery });
      notify.success(ft('saved', { name: winner.name }));
    } catch (error) {
      showSubmitError(form, error, t);
    }
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {ft('form', { name: winner.name })}
      </Typography>
      <RecordedLine recorded={recorded} />
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <Box sx={{ maxWidth: 260 }}>
          <DateField control={form.control} name="deliveredOn" label={ft('deliveredOn')} required />
        </Box>
        <QualityField control={form.control} />
        <FormTextField control={form.control} name="note" label={ft('note')} multiline minRows={2} />
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {recorded ? ft('change') : ft('record')}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

type Control = ReturnType<typeof useForm<FormInput>>['control'];

function QualityField({ control }: { control: Control }) {
  const ft = useDeliveriesTexts();
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'quality' });
  const errorText = fieldErrorText(fieldState.error, t);
  return (
    <FormControl component="fieldset" required error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{ft('quality')}</FormLabel>
      <RadioGroup row name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
        {QUALITIES.map((q) => (
          <FormControlLabel
            key={q}
            value={q}
            label={ft(`qualities.${q}`)}
            control={<Radio slotProps={{ input: { ref: q === '1' ? field.ref : undefined } }} onBlur={field.onBlur} />}
          />
        ))}
      </RadioGroup>
      {errorText ? <FormHelperText>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}

function RecordedLine({ recorded }: { recorded: Delivery | undefined }) {
  const ft = useDeliveriesTexts();
  const { date, dateTime } = useFormat();
  if (!recorded)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ft('none')}
      </Typography>
    );
  const timing =
    recorded.daysLate === null
      ? ft('noDate')
      : recorded.daysLate === 0
        ? ft('onTime')
        : ft('late', { count: recorded.daysLate });
  return (
    <Typography variant="body2" sx={{ mb: 2, fontWeight: 500 }}>
      {ft('recorded', {
        date: date(recorded.deliveredOn),
        timing,
        quality: recorded.quality,
        by: recorded.recordedBy,
        at: dateTime(recorded.recordedAt),
      })}
    </Typography>
  );
}
