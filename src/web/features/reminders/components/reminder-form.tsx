import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { FormStack } from '../../../components/form/form-stack.tsx';
import { FormTextField, type AnyControl } from '../../../components/form/form-text-field.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSaveReminders } from '../api/save-reminders.ts';
import { useRemindersTexts } from '../i18n/texts.ts';
import { ReminderFormSchema, toReminderForm, type ReminderFormValues } from '../lib/reminders.ts';

/** The two reminders, each switched on or off with its days; saved together. */
export function ReminderForm({ task }: { task: Task }) {
  const ft = useRemindersTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveReminders();
  const form = useForm({ resolver: zodResolver(ReminderFormSchema), defaultValues: toReminderForm(task) });
  const onSubmit = form.handleSubmit(async (settings) => {
    try {
      await save.mutateAsync({ taskId: task.id, settings });
      notify.success(ft('reminders.saved'));
    } catch (error) {
      showSubmitError(form, error, t);
    }
  });
  return (
    <FormStack onSubmit={onSubmit}>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <ReminderRow
        control={form.control}
        on="remindOn"
        days="remindDays"
        label={ft('reminders.before')}
        help={ft('reminders.beforeHelp')}
        daysLabel={ft('reminders.beforeDays')}
      />
      <ReminderRow
        control={form.control}
        on="unopenedOn"
        days="unopenedDays"
        label={ft('reminders.unopened')}
        help={ft('reminders.unopenedHelp')}
        daysLabel={ft('reminders.unopenedDays')}
      />
      <Box>
        <Button
          type="submit"
          variant="outlined"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          {ft('reminders.save')}
        </Button>
      </Box>
    </FormStack>
  );
}

type RowProps = {
  control: AnyControl<ReminderFormValues>;
  on: 'remindOn' | 'unopenedOn';
  days: 'remindDays' | 'unopenedDays';
  label: string;
  help: string;
  daysLabel: string;
};

/** A reminder's switch, what it does, and its days (only while it is on). */
function ReminderRow({ control, on, days, label, help, daysLabel }: RowProps) {
  const { field } = useController({ control, name: on });
  const enabled = useWatch({ control, name: on });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '0 1 520px', minWidth: 0 }}>
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
        <Typography variant="body2" color="text.secondary" sx={{ pl: { xs: 0, sm: 6 } }}>
          {help}
        </Typography>
      </Box>
      <FormTextField
        control={control}
        name={days}
        label={daysLabel}
        disabled={!enabled}
        required={enabled}
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
    </Box>
  );
}
