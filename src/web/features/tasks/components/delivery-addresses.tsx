import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCount } from '../../../../shared/money.ts';
import { Section } from '../../../components/section.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useDeliveryTexts } from '../i18n/delivery-texts.ts';
import { countAt, formatKey, remaining, withCount } from '../lib/delivery-form.ts';
import type { TaskFormValues } from '../lib/task-form-model.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type is the API's, not read here
type Props = { form: UseFormReturn<TaskFormValues, any, any>; readOnly: boolean };

/**
 * The task's delivery addresses (docs/product.md#delivery-addresses): each with its date and a count per format,
 * and under them what each format has still to place. Saved with the task; the server checks the sums.
 */
export function DeliveryAddresses({ form, readOnly }: Props) {
  const dt = useDeliveryTexts();
  const { language } = useFormat();
  const deliveries = useWatch({ control: form.control, name: 'deliveries' }) ?? [];
  const formats = useWatch({ control: form.control, name: 'formats' }) ?? [];
  const left = remaining(formats, deliveries);
  const set = (next: NonNullable<TaskFormValues['deliveries']>) =>
    form.setValue('deliveries', next, { shouldDirty: true });
  const add = () =>
    set([
      ...deliveries,
      { address: '', date: '', counts: formats.map((f, i) => ({ formatId: formatKey(f, i), count: '' })) },
    ]);
  return (
    <Section title={dt('title')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {dt('hint')}
        </Typography>
        {deliveries.map((d, i) => {
          const n = i + 1;
          return (
            <Stack key={i} spacing={1.5} role="group" aria-label={dt('address', { n })}>
              <FormTextField
                control={form.control}
                name={`deliveries.${i}.address`}
                label={dt('address', { n })}
                required={!readOnly}
                slotProps={{ input: { readOnly } }}
                multiline
                minRows={2}
              />
              <DateField
                control={form.control}
                name={`deliveries.${i}.date`}
                label={dt('date', { n })}
                readOnly={readOnly}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {formats.map((f, j) => {
                  const key = formatKey(f, j);
                  const format = f.title || dt('untitled', { n: j + 1 });
                  return (
                    <TextField
                      key={key}
                      label={dt('count', { format, n })}
                      value={countAt(d, key)}
                      inputMode="numeric"
                      slotProps={{ input: { readOnly } }}
                      onChange={(e) =>
                        set(
                          deliveries.map((x, k) => (k === i ? { ...x, counts: withCount(x, key, e.target.value) } : x)),
                        )
                      }
                    />
                  );
                })}
              </Stack>
              {readOnly ? null : (
                <Button sx={{ alignSelf: 'flex-start' }} onClick={() => set(deliveries.filter((_, k) => k !== i))}>
                  {dt('remove', { n })}
                </Button>
              )}
            </Stack>
          );
        })}
        {deliveries.length > 0 && formats.length > 0 ? (
          <Typography variant="body2" aria-label={dt('remaining')}>
            {`${dt('remaining')}: `}
            {formats
              .map((f, j) => `${f.title || dt('untitled', { n: j + 1 })} ${formatCount(left[j]!, language)}`)
              .join(' · ')}
          </Typography>
        ) : null}
        {readOnly ? null : (
          <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={add}>
            {dt('add')}
          </Button>
        )}
      </Stack>
    </Section>
  );
}
