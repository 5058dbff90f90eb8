import ChevronRight from '@mui/icons-material/ChevronRight';
import EventBusy from '@mui/icons-material/EventBusy';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PublishedWithChanges from '@mui/icons-material/PublishedWithChanges';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import CancelScheduleSendOutlined from '@mui/icons-material/CancelScheduleSendOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ActionReason, DashboardActions } from '../../../../shared/schemas/dashboard.ts';
import { taskHref } from '../../../lib/paths.ts';
import { taskSectionHref } from '../../../lib/task-sections.ts';
import { useDashboardTexts } from '../i18n/texts.ts';
import { actionText, isUrgent } from '../lib/action-text.ts';

type Action = DashboardActions['items'][number];

// Enough to see at a glance; the rest on demand, so the cards stay in sight.
const SHOWN = 6;

const icons: Record<ActionReason, ReactElement> = {
  questions: <ForumOutlined />,
  undelivered: <CancelScheduleSendOutlined />,
  deadlinePassed: <EventBusy />,
  awaitingApproval: <PendingActionsOutlined />,
  toConfirm: <PublishedWithChanges />,
  allOffersIn: <TaskAltOutlined />,
  draftDue: <ScheduleOutlined />,
  deliveryDue: <LocalShippingOutlined />,
  proofToJudge: <RateReviewOutlined />,
  receiptDue: <Inventory2Outlined />,
};

// A job after the award is dealt with in the task's Orders section.
const hrefOf = ({ reason, taskId }: Action) =>
  reason === 'proofToJudge' || reason === 'receiptDue' ? taskSectionHref(taskId, 'orders') : taskHref(taskId);

/** What needs the buyer, one line per task and reason, each a link to the task. */
export function NeedsAction({ items }: { items: Action[] }) {
  const ft = useDashboardTexts();
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: items.length > 0 ? 1.5 : 0.5 }}>
        {items.length > 0 ? ft('actions.titleCount', { count: items.length }) : ft('actions.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{ft('actions.none')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
          }}
        >
          {shown.map((item) => (
            <li key={`${item.reason}-${item.taskId}`}>
              <Link
                component={RouterLink}
                to={hrefOf(item)}
                underline="none"
                color="inherit"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.25,
                  height: '100%',
                  boxSizing: 'border-box',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Box
                  aria-hidden
                  sx={{ display: 'flex', color: isUrgent(item) ? 'error.main' : 'warning.dark', flexShrink: 0 }}
                >
                  {icons[item.reason]}
                </Box>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{actionText(ft, item)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Typography>
                </Box>
                <ChevronRight aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
              </Link>
            </li>
          ))}
        </Box>
      )}
      {items.length > SHOWN ? (
        <Button onClick={() => setAll(!all)} aria-expanded={all} sx={{ mt: 1, ml: -1 }}>
          {all ? ft('actions.fewer') : ft('actions.more', { count: items.length })}
        </Button>
      ) : null}
    </Paper>
  );
}
