import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toDisplayDate } from '../../../../shared/dates.ts';
import type { StaffLanguage } from '../../../../shared/languages.ts';
import { formatCount, parseCount } from '../../../../shared/money.ts';
import { MAX_DELIVERY_NOTE, type Delivery } from '../../../../shared/schemas/deliveries.ts';
import { issue } from '../../../../shared/validation.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';
import { RequiredDisplayDateSchema } from '../../../lib/form/display-date.ts';
import { fieldErrorText } from '../../../lib/form/field-error-text.ts';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useRecordDelivery } from '../api/record-delivery.ts';
import { useDeliveriesTexts } from '../i18n/texts.ts';

const QUALITIES = ['1', '2', '3', '4', '5'] as const;

/** A count as typed, plain or grouped; empty: not counted (null). */
const ReceivedSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const count = parseCount(text);
    if (count === null) ctx.addIssue({ code: 'custom', message: issue('wholeNumber') });
    return count;
  });

const FormSchema = z.object({
  deliveredOn: RequiredDisplayDateSchema,
  quality: z.enum(QUALITIES, { error: issue('required') }),
  note: z.string().max(MAX_DELIVERY_NOTE, issue('tooLong', { max: MAX_DELIVERY_NOTE })),
  /** What arrived of each format the printshop was ordered, in the order of `Winner.formats`. */
  received: z.array(ReceivedSchema),
});
type FormInput = z.input<typeof FormSchema>;

/** A printshop the award ordered from, and how many of each format it was ordered. */
export type Winner = {
  supplierId: string;
  name: string;
  formats: { formatId: string; title: string; ordered: number }[];
};

type Props = { taskId: string; winner: Winner; recorded: Delivery | undefined };

const valuesOf = (d: Delivery | undefined, winner: Winner, language: StaffLanguage): FormInput => ({
  deliveredOn: d ? toDisplayDate(d.deliveredOn, language) : '',
  quality: (d ? String(d.quality) : '') as FormInput['quality'],
  note: d?.note ?? '',
  received: winner.formats.map((f) => {
    const count = d?.received.find((r) => r.formatId === f.formatId)?.count;
    return count === undefined ? '' : formatCount(count, language);
  }),
});

/**
 * One winner's delivery: the day it arrived (calendar), the quality 1–5 as radios, a note, and what arrived of each
 * format it was ordered (overs and unders count in its invoice's check); what was recorded.
 */
export function DeliveryForm({ taskId, winner, recorded }: Props) {
  const ft = useDeliveriesTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useRecordDelivery();
  const headingId = useId();
  const { language } = useFormat();
  const form = useForm({ resolver: zodResolver(FormSchema), values: valuesOf(recorded, winner, language) });
  const onSubmit = form.handleSubmit(async ({ deliveredOn, quality, note, received }) => {
    try {
      const counted = winner.formats.flatMap((f, i) => {
        const count = received[i];
        return count === null || count === undefined ? [] : [{ formatId: f.formatId, count }];
      });
      const delivery = { deliveredOn, quality: Number(quality), note, received: counted };
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
      <RecordedLine recorded={recorded} formats={winner.formats} />
      <FormStack onSubmit={onSubmit}>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <Box sx={{ maxWidth: 260 }}>
          <DateField control={form.control} name="deliveredOn" label={ft('deliveredOn')} required />
        </Box>
        <QualityField control={form.control} />
        <ReceivedFields control={form.control} formats={winner.formats} />
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

type Control = AnyControl<FormInput>;

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

/** A count field per format ordered, its order beside it: left empty, the format is not counted. */
function ReceivedFields({ control, formats }: { control: Control; formats: Winner['formats'] }) {
  const ft = useDeliveriesTexts();
  const { count } = useFormat();
  if (formats.length === 0) return null;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{ft('received')}</FormLabel>
      <FormHelperText sx={{ mx: 0, mb: 1 }}>{ft('receivedHelp')}</FormHelperText>
      <Stack spacing={2}>
        {formats.map((f, i) => (
          <Box key={f.formatId} sx={{ maxWidth: 320 }}>
            <FormTextField
              control={control}
              name={`received.${i}`}
              label={ft('receivedOf', { title: f.title })}
              helperText={ft('ordered', { count: count(f.ordered) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
        ))}
      </Stack>
    </FormControl>
  );
}

function RecordedLine({ recorded, formats }: { recorded: Delivery | undefined; formats: Winner['formats'] }) {
  const ft = useDeliveriesTexts();
  const { date, dateTime, count } = useFormat();
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
  const received = formats.flatMap((f) => {
    const got = recorded.received.find((r) => r.formatId === f.formatId);
    return got ? [ft('receivedLine', { title: f.title, count: count(got.count), ordered: count(f.ordered) })] : [];
  });
  return (
    <Typography variant="body2" sx={{ mb: 2, fontWeight: 500 }}>
      {ft('recorded', {
        date: date(recorded.deliveredOn),
        timing,
        quality: recorded.quality,
        by: recorded.recordedBy,
        at: dateTime(recorded.recordedAt),
      })}
      {received.length ? ` ${ft('receivedRecorded', { list: received.join('; ') })}` : null}
    </Typography>
  );
}
