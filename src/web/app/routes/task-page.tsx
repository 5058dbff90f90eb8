import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { ScorecardProvider } from '../../components/scorecard-line.tsx';
import { TaskState } from '../../../shared/task-state.ts';
import { supplierTasksQueryKey } from '../../api/get-supplier-tasks.ts';
import { mailLogQueryKey, taskQueryKey, useTask } from '../../api/get-task.ts';
import { useTaskLive, type LiveKeys } from '../../api/use-live.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { CancelTaskAction } from '../../features/amendments/components/cancel-task-action.tsx';
import { awardRequestQueryOptions } from '../../features/award/api/award-request.ts';
import { RevisionsSection } from '../../features/amendments/components/revisions-section.tsx';
import { auctionQueryKey } from '../../features/auctions/api/get-auction.ts';
import { offersQueryKey } from '../../features/comparison/api/get-offers.ts';
import { taskOverviewQueryKey } from '../../features/dashboard/api/get-task-overview.ts';
import { eventsQueryKey } from '../../features/events/api/get-events.ts';
import { FilesSection } from '../../features/files/components/files-section.tsx';
import { MailLogSection } from '../../features/invitations/components/mail-log-section.tsx';
import { SupplierSection } from '../../features/invitations/components/supplier-section.tsx';
import { questionsQueryKey } from '../../features/questions/api/get-questions.ts';
import { WatchSwitch } from '../../features/notifications/components/watch-switch.tsx';
import { ReminderSection } from '../../features/reminders/components/reminder-section.tsx';
import { TaskActions } from '../../features/tasks/components/task-actions.tsx';
import { TaskStateBanner } from '../../features/tasks/components/task-state-banner.tsx';
import { useTasksTexts } from '../../features/tasks/i18n/texts.ts';
import { paths } from '../../lib/paths.ts';
import { TASK_SECTIONS, type TaskSection } from '../../lib/task-sections.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import { EventsPart, SectionAnchor, TaskSpec, useSectionScroll } from './task-section.tsx';
import { SentSections } from './sent-sections.tsx';

/** What each live event of a task makes its page read again (docs/decisions/022); `task` is all of it. */
const liveKeys = (taskId: string): LiveKeys => {
  const suppliers = supplierTasksQueryKey(taskId);
  const offers = offersQueryKey(taskId);
  const events = eventsQueryKey(taskId);
  const overview = taskOverviewQueryKey(taskId);
  // A new offer may change an award waiting for approval: its panel says so (docs/product.md#budget-and-approval).
  const request = awardRequestQueryOptions(taskId).queryKey;
  return {
    task: [taskQueryKey(taskId)],
    mail: [suppliers, mailLogQueryKey(taskId), overview],
    offer: [suppliers, offers, events, overview, request],
    question: [questionsQueryKey(taskId), events, overview],
    decline: [suppliers, offers, events, overview],
    // A bid is the printshop's new offer and moves the ranks; the start and the end come as one too. Only the
    // auction's own query, not the whole task's: fifty printshops may bid each second.
    bid: [auctionQueryKey(taskId), suppliers, offers, events, overview],
  };
};

const isSection = (section: string): section is TaskSection => (TASK_SECTIONS as readonly string[]).includes(section);

/**
 * A task's page, composed of features (docs/decisions/010), following its phase (docs/product.md#task-page):
 * before sending the form (tasks) with its documents (files), printshops (invitations) and history (events);
 * once sent an overview (dashboard), a bar to the sections and the sections (sent-sections.tsx); after the
 * award its summary first (award). Where one feature acts on another's part, the part has a slot the page fills.
 */
export function TaskPage() {
  const ft = useTasksTexts();
  const { taskId = '', section } = useParams();
  const task = useTask(taskId);
  useTaskLive(taskId, liveKeys);
  if (section !== undefined && !isSection(section)) return <NotFoundPage />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Box>
        <Button component={RouterLink} to={paths.uaTask} startIcon={<ArrowBackOutlined />} size="small">
          {ft('detail.back')}
        </Button>
      </Box>
      <QueryState query={task} failed={ft('detail.loadFailed')}>
        {(data) => (
          <ScorecardProvider>
            <TaskSections task={data} section={section ?? null} />
          </ScorecardProvider>
        )}
      </QueryState>
    </Stack>
  );
}

function TaskSections({ task, section }: { task: Task; section: TaskSection | null }) {
  useSectionScroll(section);
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <PageTitle>{task.name}</PageTitle>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <WatchSwitch taskId={task.id} />
            <TaskActions task={task} cancelAction={<CancelTaskAction task={task} />} />
          </Stack>
        </Stack>
        <TaskStateBanner task={task} />
      </Stack>
      {task.state >= TaskState.sent ? <SentSections task={task} section={section} /> : <DraftSections task={task} />}
    </Stack>
  );
}

/** Before sending: the form first, as the buyer still fills it in; its parts keep their addresses. */
function DraftSections({ task }: { task: Task }) {
  return (
    <>
      <SectionAnchor section="spec">
        <TaskSpec task={task} />
      </SectionAnchor>
      <SectionAnchor section="documents">
        <FilesSection task={task} />
        <RevisionsSection task={task} />
      </SectionAnchor>
      <SectionAnchor section="suppliers">
        <SupplierSection task={task} />
        <ReminderSection task={task} />
        <MailLogSection taskId={task.id} />
      </SectionAnchor>
      <EventsPart taskId={task.id} />
    </>
  );
}
