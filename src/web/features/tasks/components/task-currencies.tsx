import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useController, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CURRENCIES, type Currency } from '../../../../shared/currencies.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useTasksTexts } from '../i18n/texts.ts';
import type { TaskFormValues } from '../lib/task-form-model.ts';
import { EcbRatesButton } from './ecb-rates-button.tsx';

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
  form: UseFormReturn<TaskFormValues, any, any>;
  /** The task as loaded: its own currency, and once sent the currencies printshops were invited to quote in. */
  task: Task;
  /** Sent and opened to amend: the currencies accepted stay, others may be added. */
  amending: boolean;
  readOnly: boolean;
};

/**
 * The currencies printshops may quote in and the task's rate for each other one (docs/product.md#currencies):
 * "Exchange rate CZK: 1 CZK = 0.0400 EUR". Before sending they are fields of the task; once sent a rate changed or a
 * currency added is an amendment, and no accepted currency can be dropped.
 */
export function TaskCurrencies({ form, task, amending, readOnly }: Props) {
  const ft = useTasksTexts();
  const labelId = useId();
  const own = task.currency;
  const { field } = useController({ control: form.control, name: 'currencies' });
  const accepted: Currency[] = field.value ?? [own];
  const typed = useWatch({ control: form.control, name: 'rates' }) ?? {};
  const { errors } = useFormState({ control: form.control, name: 'rates' });
  // A refusal of the whole (RATE_MISSING from the server) sits on `rates`; each field's own error on its currency.
  const refused = errors.rates?.type === 'server' ? errors.rates.message : undefined;
  const others = accepted.filter((c) => c !== own);

  const toggle = (currency: Currency, on: boolean) => {
    field.onChange(on ? [...accepted, currency] : accepted.filter((c) => c !== currency));
    // A currency no longer accepted keeps no rate: the task drops it anyway.
    if (!on) form.setValue(`rates.${currency}`, '', { shouldDirty: true });
  };
  const locked = (currency: Currency) =>
    readOnly || currency === own || (amending && task.currencies.includes(currency));

  return (
    <Stack spacing={2}>
      <FormControl component="fieldset" error={Boolean(refused)}>
        <FormLabel component="legend" id={labelId}>
          {ft('currencies.label')}
        </FormLabel>
        <FormGroup row aria-labelledby={labelId}>
          {[own, ...CURRENCIES.filter((c) => c !== own)].map((currency) => (
            <FormControlLabel
              key={currency}
              label={currency === own ? ft('currencies.own', { currency }) : currency}
              disabled={locked(currency)}
              control={
                <Checkbox checked={accepted.includes(currency)} onChange={(e) => toggle(currency, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {refused ?? (amending ? ft('currencies.helpSent') : ft('currencies.help', { currency: own }))}
        </FormHelperText>
      </FormControl>
      {others.length > 0 ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {others.map((currency) => (
            <Box key={currency} sx={{ width: { sm: 280 } }}>
              <FormTextField
                control={form.control}
                name={`rates.${currency}`}
                label={ft('currencies.rate', { currency })}
                helperText={typed[currency]?.trim() ? undefined : ft('currencies.rateNeeded')}
                slotProps={{
                  input: {
                    readOnly,
                    startAdornment: <InputAdornment position="start">{`1 ${currency} =`}</InputAdornment>,
                    endAdornment: <InputAdornment position="end">{own}</InputAdornment>,
                  },
                  htmlInput: { inputMode: 'decimal' },
                }}
              />
            </Box>
          ))}
        </Stack>
      ) : null}
      {others.length > 0 && !readOnly ? <EcbRatesButton form={form} task={task} currencies={others} /> : null}
    </Stack>
  );
}
