import { zodResolver } from '@hookform/resolvers/zod';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TaskDefaults } from '../../../../shared/schemas/tasks.ts';
import { taskHref } from '../../../lib/paths.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { NewTaskFormSchema } from '../lib/task-form-model.ts';
import { TaskFields } from './task-fields.tsx';

// Not needed to create the task, but before it can be sent: the fields say so from the start.
const NEEDED_TO_SEND = ['deliveryDate', 'deadlineDate'];

type Props = {
  defaults: TaskDefaults | undefined;
  /** Whether something was typed: closing then asks first. */
  onDirty: (dirty: boolean) => void;
  /** Asks to close (the close button). */
  onClose: () => void;
  /** Closes at once: the task was created. */
  onCreated: () => void;
};

/** Name, note, address (preset) and lettershop are required; after creating, the task's page opens. */
export function CreateTaskForm({ defaults, onDirty, onClose, onCreated }: Props) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTask();
  const form = useForm({
    resolver: zodResolver(NewTaskFormSchema),
    defaultValues: {
      name: '',
      note: '',
      address: defaults?.address ?? '',
      lettershop: '',
      lang: defaults?.lang ?? 'de',
      sealed: false,
      companyId: '',
      certificateGroups: '',
      deliveryDate: '',
      deadlineDate: '',
      awardDate: '',
    },
  });

  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const task = await create.mutateAsync({ ...values, formats: [] });
      onCreated();
      await navigate(taskHref(task.id));
    } catch (error) {
      showSubmitError(form, error, t);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label={ft('create.close')} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
          <Typography id="create-task-title" variant="h2" component="h1" sx={{ flexGrow: 1 }}>
            {ft('create.title')}
          </Typography>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {ft('create.submit')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Stack spacing={2}>
          <MandatoryNote />
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <TaskFields control={form.control} autoFocus missing={NEEDED_TO_SEND} currency={defaults?.currency} />
        </Stack>
      </Container>
    </Box>
  );
}
