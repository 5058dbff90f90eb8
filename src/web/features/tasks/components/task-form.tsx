import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { TaskFormSchema, toFormValues } from '../lib/task-form.ts';
import { FormatsEditor, useExpandedFormats } from './formats-editor.tsx';
import { Section } from '../../../components/section.tsx';
import { TaskFields } from './task-fields.tsx';

/**
 * The task's fields and formats, saved together. Read-only once the server refuses updates (state above 10);
 * the page remounts it when that changes, so unsaved text never stays on a frozen task.
 */
export function TaskForm({ task, readOnly }: { task: Task; readOnly: boolean }) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateTask();
  const form = useForm({ resolver: zodResolver(TaskFormSchema), defaultValues: toFormValues(task) });
  const expanded = useExpandedFormats();
  const failed = () => enqueueSnackbar(ft('detail.updateFailed'), { variant: 'error' });

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await update.mutateAsync({ taskId: task.id, body: values });
        // The saved copy carries the ids of new formats; the next update must send them.
        form.reset(toFormValues(saved));
        enqueueSnackbar(ft('detail.updated'), { variant: 'success' });
      } catch (error) {
        showSubmitError(form, error, t);
        failed();
      }
    },
    (errors) => {
      expanded.open(form.getValues('formats').flatMap((_, i) => (errors.formats?.[i] ? [i] : [])));
      failed();
    },
  );

  const updateButton = readOnly ? null : (
    <Box>
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
        {ft('detail.update')}
      </Button>
    </Box>
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <Section title={ft('detail.task')}>
        <Stack spacing={2}>
          {readOnly ? null : <MandatoryNote />}
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <TaskFields control={form.control} readOnly={readOnly} missing={task.missing} withLanguage />
          {updateButton}
        </Stack>
      </Section>
      <FormatsEditor form={form} readOnly={readOnly} expanded={expanded} footer={updateButton} />
    </Stack>
  );
}
