import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useAwardWaiting } from '../api/award-request.ts';
import { useAwardTexts } from '../i18n/texts.ts';
import { AwardDialog } from './award-dialog.tsx';

type Props = { task: Pick<Task, 'id' | 'state'>; comparison: Comparison | undefined };

/**
 * The comparison's "Award per format" and its dialog: offered while the task's state allows an award, no
 * member's award waits for approval, and there are offers whose prices are open (not sealed).
 */
export function AwardAction({ task, comparison }: Props) {
  const ft = useAwardTexts();
  // A new dialog for each opening (`key`), kept while it fades out.
  const [award, setAward] = useState({ key: 0, open: false });
  const waiting = useAwardWaiting(task);
  const canAward =
    refusal('accept', task.state) === null &&
    !waiting &&
    Boolean(comparison?.offers.length) &&
    comparison?.opening === null;
  return (
    <>
      {canAward ? (
        <Button variant="outlined" onClick={() => setAward((a) => ({ key: a.key + 1, open: true }))}>
          {ft('award.button')}
        </Button>
      ) : null}
      {comparison && award.key > 0 ? (
        <AwardDialog
          key={award.key}
          comparison={comparison}
          taskId={task.id}
          open={award.open}
          onClose={() => setAward((a) => ({ ...a, open: false }))}
        />
      ) : null}
    </>
  );
}
