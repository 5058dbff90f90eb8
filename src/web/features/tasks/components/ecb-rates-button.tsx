import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../shared/currencies.ts';
import { formatRate } from '../../../../shared/money.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useEcbRates } from '../api/get-ecb-rates.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { taskRates } from '../lib/ecb-rates.ts';
import type { TaskFormValues } from '../lib/task-form-model.ts';

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context and output types do not matter here
  form: UseFormReturn<TaskFormValues, any, any>;
  task: Task;
  /** The accepted currencies that need a rate. */
  currencies: Currency[];
};

type Outcome = { kind: 'done'; text: string } | { kind: 'upload' } | { kind: 'failed'; text: string };

/**
 * "Use ECB rates": the server fetches the ECB's reference rates (ECB_RATES_URL) and fills them in, naming their
 * day. A server without that address says so (RATES_UNAVAILABLE), and the file eurofxref-daily.xml is uploaded
 * instead.
 */
export function EcbRatesButton({ form, task, currencies }: Props) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const format = useFormat();
  const ecb = useEcbRates();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const fill = async (xml?: string) => {
    try {
      const answer = await ecb.mutateAsync(xml);
      const rates = taskRates(answer, task.currency, currencies);
      for (const [currency, rate] of Object.entries(rates))
        form.setValue(`rates.${currency as Currency}`, formatRate(rate, format.language), {
          shouldDirty: true,
          shouldValidate: true,
        });
      const lacking = currencies.filter((c) => rates[c] === undefined);
      setOutcome({
        kind: 'done',
        text: [
          ft('currencies.ecbDone', { date: format.date(answer.date) }),
          lacking.length ? ft('currencies.ecbLacks', { currencies: lacking.join(', ') }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RATES_UNAVAILABLE' && xml === undefined)
        return setOutcome({ kind: 'upload' });
      setOutcome({ kind: 'failed', text: errorMessage(t, error) });
    }
  };

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) await fill(await file.text());
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" loading={ecb.isPending} onClick={() => void fill()}>
        {ft('currencies.ecb')}
      </Button>
      {outcome?.kind === 'upload' ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          <Box sx={{ mb: 1 }}>{ft('currencies.ecbUpload')}</Box>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadFileOutlined />}>
            {ft('currencies.ecbFile')}
            <input type="file" accept=".xml,text/xml,application/xml" hidden onChange={(e) => void upload(e)} />
          </Button>
        </Alert>
      ) : null}
      {outcome?.kind === 'done' ? (
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
