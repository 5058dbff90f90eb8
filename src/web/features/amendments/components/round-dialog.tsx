import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useOpenRound } from '../api/change-sent-task.ts';
import { useAmendmentsTexts } from '../i18n/texts.ts';

type Props = { taskId: string; comparison: Comparison; open: boolean; onClose: () => void };

/**
 * Opens a best-and-final round (docs/product.md#rounds): the printshops with offers in the round now, to tick, each
 * with its total unless sealed (the comparison lies behind the dialog), the new round's deadline and a message to
 * those chosen.
 */
export function RoundDialog({ taskId, comparison, open, onClose }: Props) {
  const ft = useAmendmentsTexts();
  const notify = useNotify();
  const { money } = useFormat();
  const openRound = useOpenRound();
  const round = comparison.round ?? 1;
  const offered = comparison.offers.filter((o) => !o.deleted && (o.round ?? 1) >= round);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [deadlineDate, setDeadline] = useState('');
  const [message, setMessage] = useState('');
  const labelId = useId();
  const toggle = (id: string, on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = async () => {
    if (chosen.size === 0) return notify.failure(ft('round.noneChosen'));
    if (!deadlineDate) return notify.failure(ft('round.noDeadline'));
    try {
      const suppliers = offered.filter((o) => chosen.has(o.supplierId)).map((o) => o.supplierId);
      await openRound.mutateAsync({ taskId, body: { suppliers, deadlineDate, message: message.trim() } });
      notify.success(ft('round.done'));
      onClose();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={ft('round.title')}
      confirmLabel={ft('round.confirm')}
      onConfirm={confirm}
      onClose={onClose}
      dirty={chosen.size > 0 || message.trim() !== ''}
    >
      <Stack spacing={2}>
        <span>{ft('round.text', { round })}</span>
        <FormGroup role="group" aria-labelledby={labelId}>
          <FormLabel id={labelId}>{ft('round.suppliers')}</FormLabel>
          {offered.map((o) => (
            <FormControlLabel
              key={o.supplierId}
              label={
                <>
                  {o.name}
                  {o.sum === null ? null : (
                    <>
                      {' · '}
                      <Typography component="span" color="text.secondary">
                        {money(o.sum, comparison.currency)}
                      </Typography>
                    </>
                  )}
                </>
              }
              control={
                <Checkbox checked={chosen.has(o.supplierId)} onChange={(e) => toggle(o.supplierId, e.target.checked)} />
              }
            />
          ))}
        </FormGroup>
        <TextField
          type="date"
          label={ft('round.deadline')}
          value={deadlineDate}
          onChange={(e) => setDeadline(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <GrowingTextField label={ft('round.message')} value={message} onChange={(e) => setMessage(e.target.value)} />
      </Stack>
    </ConfirmDialog>
  );
}
