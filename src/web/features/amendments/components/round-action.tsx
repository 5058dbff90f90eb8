import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useAmendmentsTexts } from '../i18n/texts.ts';

// The dialog loads when it is first opened: most tasks never have a final round.
const RoundDialog = lazy(() => import('./round-dialog.tsx').then((m) => ({ default: m.RoundDialog })));

type Props = { task: Pick<Task, 'id' | 'state'>; comparison: Comparison | undefined };

/**
 * The comparison's "Final round…" beside the award (docs/product.md#rounds): offered while the tender is sent and
 * printshops in the round have offers.
 */
export function RoundAction({ task, comparison }: Props) {
  const ft = useAmendmentsTexts();
  // A new dialog for each opening (`key`), kept while it fades out.
  const [dialog, setDialog] = useState({ key: 0, open: false });
  const round = comparison?.round ?? 1;
  const offered = comparison?.offers.some((o) => !o.deleted && (o.round ?? 1) >= round) ?? false;
  if (refusal('round', task.state) !== null || !offered) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setDialog((d) => ({ key: d.key + 1, open: true }))}>
        {ft('round.open')}
      </Button>
      {comparison && dialog.key > 0 ? (
        <Suspense fallback={null}>
          <RoundDialog
            key={dialog.key}
            taskId={task.id}
            comparison={comparison}
            open={dialog.open}
            onClose={() => setDialog((d) => ({ ...d, open: false }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
