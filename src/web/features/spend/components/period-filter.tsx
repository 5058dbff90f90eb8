import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toDisplayDate } from '../../../../shared/dates.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { workspaceDay } from '../../../lib/calendar.ts';
import { RequiredDisplayDateSchema } from '../../../lib/form/display-date.ts';
import { useFormat } from '../../../lib/use-format.ts';
import type { SpendPeriod } from '../api/get-spend.ts';
import { useSpendTexts } from '../i18n/texts.ts';

const FormSchema = z.object({ from: RequiredDisplayDateSchema, to: RequiredDisplayDateSchema });

type Props = {
  /** The period shown (the server's answer: a default period is named too). */
  shown: { from: string; to: string } | undefined;
  onChange: (period: SpendPeriod) => void;
};

/** The period: two days (typed or picked) and the quick picks this year and the last 12 months (the default). */
export function PeriodFilter({ shown, onChange }: Props) {
  const st = useSpendTexts();
  const { language } = useFormat();
  const values = {
    from: shown ? toDisplayDate(shown.from, language) : '',
    to: shown ? toDisplayDate(shown.to, language) : '',
  };
  const form = useForm({ resolver: zodResolver(FormSchema), values });
  const onSubmit = form.handleSubmit((period) => onChange(period));
  const today = workspaceDay();
  return (
    <Stack
      component="form"
      aria-label={st('period.label')}
      onSubmit={onSubmit}
      noValidate
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <Stack direction="row" spacing={2}>
        <Box sx={{ width: { xs: '50%', md: 190 } }}>
          <DateField control={form.control} name="from" label={st('period.from')} />
        </Box>
        <Box sx={{ width: { xs: '50%', md: 190 } }}>
          <DateField control={form.control} name="to" label={st('period.to')} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, pt: { md: 1 } }}>
        <Button type="submit" variant="contained">
          {st('period.apply')}
        </Button>
        <Button onClick={() => onChange({ from: `${today.slice(0, 4)}-01-01`, to: today })}>
          {st('period.thisYear')}
        </Button>
        <Button onClick={() => onChange({})}>{st('period.last12')}</Button>
      </Stack>
    </Stack>
  );
}
