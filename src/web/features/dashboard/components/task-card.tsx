import ArrowForward from '@mui/icons-material/ArrowForward';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Dashboard } from '../../../../shared/schemas/dashboard.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { taskHref } from '../../../lib/paths.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useDashboardTexts } from '../i18n/texts.ts';
import { DeadlineChip } from './deadline-chip.tsx';
import { OfferBars } from './offer-bars.tsx';

type Item = Dashboard['items'][number];

/** One open task: days to the deadline, the lowest offer, the offers as bars, the way to the task. */
export function TaskCard({ item }: { item: Item }) {
  const ft = useDashboardTexts();
  const { money, date } = useFormat();
  const headingId = useId();
  const count = item.offers.length;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box>
        {/* On a phone the chip goes under the name: beside it, a long German word would break mid-word. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
          }}
        >
          <Typography id={headingId} variant="h2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          <DeadlineChip daysLeft={item.daysLeft} />
        </Box>
        {item.deadlineDate ? (
          <Typography variant="body2" color="text.secondary">
            {/* A final round's deadline is named so (docs/product.md#rounds). */}
            {ft((item.round ?? 1) > 1 ? 'deadline.finalRound' : 'deadline.date', { date: date(item.deadlineDate) })}
          </Typography>
        ) : null}
      </Box>
      {item.questions > 0 ? (
        <Box>
          <Chip icon={<ForumOutlined />} color="warning" label={ft('questions', { count: item.questions })} />
        </Box>
      ) : null}
      {item.overBudget ? (
        <Box>
          <Chip color="error" variant="outlined" label={ft('overBudget')} />
        </Box>
      ) : null}
      {item.opening !== null ? (
        <Typography color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <LockOutlined fontSize="small" aria-hidden />
          {ft('sealed', { date: date(item.opening), count })}
        </Typography>
      ) : count === 0 ? (
        <Typography color="text.secondary">
          {item.state < TaskState.sent ? ft('offers.notSent') : ft('offers.none')}
        </Typography>
      ) : (
        <Box role="group" aria-labelledby={`${headingId}-lowest`}>
          <Typography id={`${headingId}-lowest`} variant="body2" color="text.secondary">
            {ft('lowest')}
          </Typography>
          {item.lowestSum === null ? (
            <Typography>{ft('noComplete')}</Typography>
          ) : (
            <Typography
              sx={{ fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}
            >
              {money(item.lowestSum, item.currency)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {count === 1 ? ft('offers.one') : ft('offers.many', { count })}
          </Typography>
        </Box>
      )}
      {count > 0 && item.opening === null ? (
        <OfferBars
          offers={item.offers.flatMap((o) => (o.sum === null ? [] : [{ ...o, sum: o.sum }]))}
          currency={item.currency}
        />
      ) : null}
      <Box sx={{ mt: 'auto' }}>
        <Button component={RouterLink} to={taskHref(item.id)} endIcon={<ArrowForward />} sx={{ ml: -1 }}>
          {ft('open')}
        </Button>
      </Box>
    </Paper>
  );
}
