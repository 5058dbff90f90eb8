import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChangeList } from '../../features/amendments/components/change-list.tsx';
import { EventsSection } from '../../features/events/components/events-section.tsx';
import { AmendDialog } from '../../features/amendments/components/amend-dialog.tsx';
import { SentSpec } from '../../features/tasks/components/sent-spec.tsx';
import { TaskForm, type AmendDialogProps, type TaskFormMode } from '../../features/tasks/components/task-form.tsx';
import type { TaskSection } from '../../lib/task-sections.ts';
import { refusal } from '../../../shared/task-state.ts';
import type { Task } from '../../../shared/schemas/tasks.ts';
import type { Change } from '../../../shared/schemas/revisions.ts';

const anchorId = (section: TaskSection) => `section-${section}`;

/** One section of the task's page: its address scrolls here, below the top bar and the section bar. */
export function SectionAnchor({ section, children }: { section: TaskSection; children: ReactNode }) {
  return (
    <Stack id={anchorId(section)} spacing={3} sx={{ scrollMarginTop: { xs: 112, sm: 124 } }}>
      {children}
    </Stack>
  );
}

/**
 * The section the address names is scrolled into view when the page opens at it, and on every navigation to
 * it (a link, back and forward, the same link again), not when the page renders again with new data.
 */
export function useSectionScroll(section: TaskSection | null) {
  const { key } = useLocation();
  useEffect(() => {
    if (section) document.getElementById(anchorId(section))?.scrollIntoView({ block: 'start' });
  }, [section, key]);
}

// The history words an amendment's changes as the revisions do: the amendments feature's list, passed in.
const renderChanges = (changes: Change[]) => <ChangeList changes={changes} />;

/** The task's history (the events feature's), in every phase. */
export const EventsPart = ({ taskId }: { taskId: string }) => (
  <SectionAnchor section="activity">
    <EventsSection taskId={taskId} renderChanges={renderChanges} />
  </SectionAnchor>
);

const formMode = (task: Task): TaskFormMode =>
  refusal('update', task.state) === null ? 'edit' : refusal('amend', task.state) === null ? 'amend' : 'closed';

// The task form in 'amend' mode sends its changes through the amendments feature's dialog.
const amendDialog = (props: AmendDialogProps) => <AmendDialog {...props} />;

/** The task form; remounted when the mode changes (sent, closed), so text typed but not saved does not stay behind. */
export const TaskSpec = ({ task }: { task: Task }) => (
  <TaskForm key={`${task.id}:${formMode(task)}`} task={task} mode={formMode(task)} amendDialog={amendDialog} />
);

/** Once sent: the task's fields and formats read-only, with Amend. */
export const SentTaskSpec = ({ task }: { task: Task }) => <SentSpec task={task} amendDialog={amendDialog} />;
