import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { refusal } from '../../../../shared/task-state.ts';
import { useScoreWords } from '../../../components/score-words.ts';
import { draftOf, weightsOf, WeightsFields } from '../../../components/weights-fields.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSetScoring } from '../api/set-scoring.ts';
import { useComparisonTexts } from '../i18n/texts.ts';

/**
 * The task's score weights in one line ("Score weights: Price 100 %") and, until the tender ends, a dialog that
 * changes them: four whole percent, the sum live, Save only at 100 (docs/product.md#scoring).
 */
export function ScoreWeights({ task }: { task: Pick<Task, 'id' | 'state' | 'scoring'> }) {
  const ft = useComparisonTexts();
  const words = useScoreWords();
  const [open, setOpen] = useState(false);
  const editable = refusal('scoring', task.state) === null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {ft('scoring.current', { weights: words.weights(task.scoring) })}
      </Typography>
      {editable ? (
        <Button size="small" startIcon={<TuneOutlined />} onClick={() => setOpen(true)}>
          {ft('scoring.edit')}
        </Button>
      ) : null}
      {open ? <WeightsDialog task={task} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}

function WeightsDialog({ task, onClose }: { task: Pick<Task, 'id' | 'scoring'>; onClose: () => void }) {
  const ft = useComparisonTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSetScoring();
  const titleId = useId();
  const [draft, setDraft] = useState(() => draftOf(task.scoring));
  const [problem, setProblem] = useState<string | null>(null);
  const weights = weightsOf(draft);

  const submit = async () => {
    if (!weights) return;
    setProblem(null);
    try {
      await save.mutateAsync({ taskId: task.id, weights });
      notify.success(ft('scoring.saved'));
      onClose();
    } catch (error) {
      setProblem(errorMessage(t, error));
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{ft('scoring.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {ft('scoring.hint')}
        </Typography>
        <WeightsFields value={draft} onChange={setDraft} error={problem} disabled={save.isPending} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" disabled={!weights} loading={save.isPending} onClick={() => void submit()}>
          {ft('scoring.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
