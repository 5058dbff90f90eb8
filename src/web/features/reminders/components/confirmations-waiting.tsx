import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { useRemindersTexts } from '../i18n/texts.ts';

type Props = {
  task: Pick<Task, 'formats'>;
  /** The printshops whose prices for changed formats wait to be confirmed. */
  waiting: SupplierTask[];
  /** Reminding is possible (the tender takes offers). */
  canRemind: boolean;
  onRemind: () => void;
};

/**
 * What waits after an amendment (docs/product.md#amendments): each printshop with the formats whose prices it
 * is asked to confirm, and a reminder to exactly those printshops, each told its formats.
 */
export function ConfirmationsWaiting({ task, waiting, canRemind, onRemind }: Props) {
  const ft = useRemindersTexts();
  const headingId = useId();
  if (waiting.length === 0) return null;
  const titles = (ids: string[]) =>
    task.formats
      .filter((f) => ids.includes(f.id))
      .map((f) => f.title)
      .join(', ');
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {ft('reminders.waitingTitle', { count: waiting.length })}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {waiting.map((s) => (
          <ListItem key={s.supplierId} disableGutters>
            <ListItemText
              primary={s.name}
              secondary={ft('reminders.waitingFor', { formats: titles(s.staleFormats) })}
            />
          </ListItem>
        ))}
      </List>
      {canRemind ? (
        <div>
          <Button variant="outlined" onClick={onRemind}>
            {ft('reminders.remindConfirm', { count: waiting.length })}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
