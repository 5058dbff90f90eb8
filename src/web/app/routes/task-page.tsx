import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { refusal, TaskState } from '../../../shared/task-state.ts';
import { supplierTasksQueryKey } from '../../api/get-supplier-tasks.ts';
import { mailLogQueryKey, taskQueryKey, useTask } from '../../api/get-task.ts';
import { useTaskLive, type LiveKeys } from '../../api/use-live.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { AmendDialog } from '../../features/amendments/components/amend-dialog.tsx';
import { CancelTaskAction } from '../../features/amendments/components/cancel-task-action.tsx';
import { ChangeList } from '../../features/amendments/components/change-list.tsx';
import { RevisionsSection } from '../../features/amendments/components/revisions-section.tsx';
import { AwardAction } from '../../features/award/components/award-action.tsx';
import { OrderPdfLinks } from '../../features/award/components/award-summary.tsx';
import { useAccept } from '../../features/award/components/use-accept.tsx';
import { offersQueryKey } from '../../features/comparison/api/get-offers.ts';
import { ComparisonSection } from '../../features/comparison/components/comparison-section.tsx';
import { eventsQueryKey } from '../../features/events/api/get-events.ts';
import { EventsSection } from '../../features/events/components/events-section.tsx';
import { FilesSection } from '../../features/files/components/files-section.tsx';
import { MailLogSection } from '../../features/invitations/components/mail-log-section.tsx';
import { SupplierSection } from '../../features/invitations/components/supplier-section.tsx';
import { questionsQueryKey } from '../../features/questions/api/get-questions.ts';
import { QuestionsSection } from '../../features/questions/components/questions-section.tsx';
import { ExportButtons } from '../../features/records/components/export-buttons.tsx';
import { ReminderSection } from '../../features/reminders/components/reminder-section.tsx';
import { TaskActions } from '../../features/tasks/components/task-actions.tsx';
import { TaskForm, type AmendDialogProps, type TaskFormMode } from '../../features/tasks/components/task-form.tsx';
import { TaskStateBanner } from '../../features/tasks/components/task-state-banner.tsx';
import { useTasksTexts } from '../../features/tasks/i18n/texts.ts';
import { paths } from '../../lib/paths.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';

/** What each live event of a task makes its page read again (docs/decisions/022); `task` is all of it. */
const liveKeys = (taskId: string): LiveKeys => {
  const suppliers = supplierTasksQueryKey(taskId);
  const offers = offersQueryKey(taskId);
  const events = eventsQueryKey(taskId);
  return {
    task: [taskQueryKey(taskId)],
    mail: [suppliers, mailLogQueryKey(taskId)],
    offer: [suppliers, offers, events],
    question: [questionsQueryKey(taskId), events],
    decline: [suppliers, offers, events],
  };
};

/**
 * A task's page, composed of features (docs/decisions/010): the task's state, fields and formats (tasks), its
 * amendments and the cancel (amendments), its documents (files), the printshops' questions (questions), its
 * printshops and mail log (invitations), the reminders (reminders), the offers (comparison) with the accept,
 * the award and the order PDFs (award) and the downloads (records), and the history of staff and printshops
 * (events). Where one feature acts on another's part, the part has a slot and the page fills it.
 */
export function TaskPage() {
  const ft = useTasksTexts();
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  useTaskLive(taskId, liveKeys);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Box>
        <Button component={RouterLink} to={paths.uaTask} startIcon={<ArrowBackOutlined />} size="small">
          {ft('detail.back')}
        </Button>
      </Box>
      <QueryState query={task} failed={ft('detail.loadFailed')}>
        {(data) => <TaskSections task={data} />}
      </QueryState>
    </Stack>
  );
}

const formMode = (task: Task): TaskFormMode =>
  refusal('update', task.state) === null ? 'edit' : refusal('amend', task.state) === null ? 'amend' : 'closed';

// The history words an amendment's changes as the revisions do: the amendments feature's list, passed in.
const renderChanges = (changes: Change[]) => <ChangeList changes={changes} />;

// The task form in 'amend' mode sends its changes through the amendments feature's dialog.
const amendDialog = (props: AmendDialogProps) => <AmendDialog {...props} />;

function TaskSections({ task }: { task: Task }) {
  const accept = useAccept(task);
  const mode = formMode(task);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <PageTitle>{task.name}</PageTitle>
          <TaskActions task={task} cancelAction={<CancelTaskAction task={task} />} />
        </Stack>
        <TaskStateBanner task={task} />
      </Stack>
      {/* Remounted when the mode changes (sent, closed), so text typed but not saved does not stay behind. */}
      <TaskForm key={`${task.id}:${mode}`} task={task} mode={mode} amendDialog={amendDialog} />
      <FilesSection task={task} />
      <RevisionsSection task={task} />
      {task.state >= TaskState.sent ? <QuestionsSection task={task} /> : null}
      <SupplierSection task={task} rowAction={accept.rowAction} />
      <ReminderSection task={task} />
      {task.state >= TaskState.sent ? (
        <ComparisonSection
          task={task}
          actions={(comparison) => (
            <>
              <ExportButtons taskId={task.id} comparison={comparison} />
              <AwardAction task={task} comparison={comparison} />
            </>
          )}
          footer={(comparison) => <OrderPdfLinks taskId={task.id} comparison={comparison} />}
        />
      ) : null}
      <MailLogSection taskId={task.id} />
      <EventsSection taskId={task.id} renderChanges={renderChanges} />
      {accept.dialog}
    </Stack>
  );
}
