import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { refusal, TaskState } from '../../../../shared/task-state.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTask } from '../api/get-task.ts';
import { ComparisonSection } from '../components/comparison-section.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { MailLogSection } from '../components/mail-log-section.tsx';
import { SupplierSection } from '../components/supplier-section.tsx';
import { TaskForm } from '../components/task-form.tsx';
import { TaskStateBanner } from '../components/task-state-banner.tsx';
import { useTasksTexts } from '../i18n/texts.ts';

/** A task: its state, fields and formats, the printshops and their offers, the mail log. */
export function TaskPage() {
  const tt = useTasksTexts();
  const { taskId = '' } = useParams();
  const task = useTask(taskId);

  const back = (
    <Box>
      <Button component={RouterLink} to={paths.uaTask} startIcon={<ArrowBackOutlined />} size="small">
        {tt('detail.back')}
      </Button>
    </Box>
  );
  if (task.isPending) return <Loading />;
  if (task.isError)
    return (
      <Stack spacing={2}>
        {back}
        <LoadFailed text={tt('detail.loadFailed')} error={task.error} onRetry={() => void task.refetch()} />
      </Stack>
    );

  const readOnly = refusal('update', task.data.state) !== null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack spacing={1}>
        {back}
        <PageTitle>{task.data.name}</PageTitle>
        <TaskStateBanner task={task.data} />
      </Stack>
      {/* Remounted when editing ends, so text typed but not saved does not stay on a frozen task. */}
      <TaskForm key={`${task.data.id}:${String(readOnly)}`} task={task.data} readOnly={readOnly} />
      <SupplierSection task={task.data} />
      {task.data.state >= TaskState.sent ? <ComparisonSection task={task.data} /> : null}
      <MailLogSection taskId={task.data.id} />
    </Stack>
  );
}
