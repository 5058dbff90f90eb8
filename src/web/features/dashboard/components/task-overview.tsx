import ArrowForward from '@mui/icons-material/ArrowForward';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ActionReason, TaskOverview } from '../../../../shared/schemas/dashboard.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { taskSectionHref, type TaskSection } from '../../../lib/task-sections.ts';
import { againstBudget } from '../../../lib/budget.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTaskOverview } from '../api/get-task-overview.ts';
import { useDashboardTexts } from '../i18n/texts.ts';
import { actionText, isUrgent } from '../lib/action-text.ts';
import { DeadlineChip } from './deadline-chip.tsx';

type Props = { task: Pick<Task, 'id' | 'state' | 'currency'> & Partial<Pick<Task, 'budget'>> };

// Where each reason is dealt with: the questions answered, the printshops reminded, the offers awarded.
const sectionOf: Record<ActionReason, TaskSection> = {
  questions: 'questions',
  undelivered: 'suppliers',
  deadlinePassed: 'offers',
  awaitingApproval: 'offers',
  toConfirm: 'suppliers',
  allOffersIn: 'offers',
  draftDue: 'spec',
  deliveryDue: 'offers',
  // Named after the award, when the overview names no next action.
  proofToJudge: 'offers',
  receiptDue: 'offers',
};

/** A sent task's overview, read from `GET /api/tasks/{id}/overview`. */
export function TaskOverviewSection({ task }: Props) {
  const ft = useDashboardTexts();
  const overview = useTaskOverview(task.id);
  return (
    <QueryState query={overview} failed={ft('overview.loadFailed')} minHeight={140}>
      {(data) => <TaskOverviewCard task={task} overview={data} />}
    </QueryState>
  );
}

/**
 * The deadline with the time left while offers come, the best total (once awarded: what the award costs), the one next action while the task takes offers (the most
 * pressing of the dashboard's reasons, docs/product.md#task-page) and the printshops counted, each count a link
 * to its section.
 */
export function TaskOverviewCard({ task, overview }: Props & { overview: TaskOverview }) {
  const ft = useDashboardTexts();
  const { money, date } = useFormat();
  const headingId = useId();
  const href = (section: TaskSection) => taskSectionHref(task.id, section);
  // Only a task taking offers has one (the server names none after the award or cancel); an overview read just
  // before the award may still name one until it is read again.
  const next = task.state === TaskState.sent ? overview.actions[0] : undefined;
  const idle =
    task.state === TaskState.done
      ? ft('overview.awarded')
      : task.state === TaskState.cancelled
        ? ft('overview.ended')
        : ft('overview.waiting');
  const counts: [string, TaskSection][] = [
    [ft('overview.invited', { count: overview.invited }), 'suppliers'],
    [ft('overview.opened', { count: overview.opened }), 'suppliers'],
    [ft('overview.offered', { count: overview.offered }), 'offers'],
    [ft('overview.declined', { count: overview.declined }), 'offers'],
    [ft('overview.questions', { count: overview.questions }), 'questions'],
  ];
  // Once awarded, what the award costs counts, not the best whole offer (a split award may cost less).
  const awarded = task.state === TaskState.done ? overview.awarded : null;
  // Both are weighed in the task's currency, at its rates (docs/product.md#currencies).
  const best =
    awarded !== null
      ? money(awarded, task.currency)
      : overview.bestTotal !== null
        ? money(overview.bestTotal, task.currency)
        : overview.opening !== null
          ? ft('overview.sealedBest', { date: date(overview.opening) })
          : ft('overview.noBest');
  // The total against the task's budget (docs/product.md#budget-and-approval).
  const total = awarded ?? overview.bestTotal;
  const budget = task.budget ?? null;
  const measured = total !== null && budget !== null ? againstBudget(total, budget) : null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {ft('overview.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1.5 }}>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {ft('overview.deadline')}
          </Typography>
          <Stack component="dd" direction="row" sx={{ m: 0, gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {overview.deadlineDate ? date(overview.deadlineDate) : ft('deadline.none')}
            </Typography>
            {overview.deadlineDate && task.state === TaskState.sent ? (
              <DeadlineChip daysLeft={overview.daysLeft} />
            ) : null}
          </Stack>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {awarded !== null ? ft('overview.awardedTotal') : ft('overview.best')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {best}
          </Typography>
          {awarded === null && overview.bestTotal !== null && overview.bestTotalFlagged ? (
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, display: 'flex', gap: 0.5, color: 'warning.dark', fontWeight: 600 }}
            >
              <WarningAmberOutlined sx={{ fontSize: 18 }} aria-hidden />
              {ft('overview.bestFlagged')}
            </Typography>
          ) : null}
          {measured ? (
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, color: measured.key === 'over' ? 'error.main' : 'success.dark', fontWeight: 600 }}
            >
              {ft(`overview.budget.${measured.key}`, { percent: measured.percent })}
            </Typography>
          ) : null}
        </div>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">
            {ft('overview.next')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {next ? (
              <Button
                component={RouterLink}
                to={href(sectionOf[next.reason])}
                variant="contained"
                color={isUrgent(next) ? 'error' : 'primary'}
                endIcon={<ArrowForward />}
                sx={{ textAlign: 'left' }}
              >
                {actionText(ft, next)}
              </Button>
            ) : (
              <Typography>{idle}</Typography>
            )}
          </Box>
        </div>
      </Box>
      <Box
        component="ul"
        aria-label={ft('overview.counts')}
        sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {counts.map(([text, section]) => (
          <li key={text}>
            <Link
              component={RouterLink}
              to={href(section)}
              sx={{ display: 'inline-block', px: 1.25, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 4 }}
              underline="hover"
            >
              {text}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
