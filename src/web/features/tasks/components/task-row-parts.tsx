import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { daysLeftText } from '../lib/days-left.ts';

/** What the table's cells and the phone's cards both show of a task. */

/**
 * The offer deadline and the days to it: "12/05/2027 · in 3 days"; a dash without one. In a final round its
 * deadline, named so: "Final round until 12/05/2027 · in 3 days" (docs/product.md#rounds).
 */
export function TaskDeadline({ task }: { task: TaskSummary }) {
  const ft = useTasksTexts();
  const { date, language } = useFormat();
  if (task.deadlineDate === null || task.daysLeft === null) return <>{ft('list.none')}</>;
  return (
    <>
      {(task.round ?? 1) > 1 ? ft('list.finalRound', { date: date(task.deadlineDate) }) : date(task.deadlineDate)}
      <Box component="span" sx={{ color: task.daysLeft < 0 ? 'text.secondary' : 'text.primary' }}>
        {` · ${daysLeftText(task.daysLeft, language)}`}
      </Box>
    </>
  );
}

/** Current offers of the invited printshops, "3 / 5" (the column or the card names both). */
export function TaskOffers({ task }: { task: TaskSummary }) {
  const ft = useTasksTexts();
  return <>{ft('list.offersOf', { offers: String(task.offers), invited: String(task.invited) })}</>;
}

/** Once awarded what the award costs, else the best current total, or while sealed the day prices open, else a dash. */
export function TaskBest({ task }: { task: TaskSummary }) {
  const ft = useTasksTexts();
  const { money, date } = useFormat();
  if (task.awarded !== null) return <>{money(task.awarded, task.currency)}</>;
  if (task.lowestSum !== null) return <>{money(task.lowestSum, task.currency)}</>;
  if (task.opening !== null && task.offers > 0) return <>{ft('list.sealedUntil', { date: date(task.opening) })}</>;
  return <>{ft('list.none')}</>;
}

/** Who won, several after a split award. */
export const winnersText = (task: TaskSummary) => task.winners.join(', ');

/** The delete button of a task that may be deleted; a sent task is cancelled on its page, not deleted. */
export function DeleteTaskButton({ task, onDelete }: { task: TaskSummary; onDelete: (task: TaskSummary) => void }) {
  const ft = useTasksTexts();
  if (refusal('delete', task.state)) return null;
  return (
    <IconButton size="small" aria-label={ft('list.delete', { name: task.name })} onClick={() => onDelete(task)}>
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );
}
