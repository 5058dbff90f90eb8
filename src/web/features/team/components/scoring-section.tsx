import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workspace } from '../../../../shared/schemas/workspace.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useScoreWords } from '../../../components/score-words.ts';
import { Section } from '../../../components/section.tsx';
import { draftOf, weightsOf, WeightsFields } from '../../../components/weights-fields.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { useSaveWorkspace } from '../api/save-workspace.ts';
import { useTeamTexts } from '../i18n/texts.ts';

/**
 * The score weights a new task starts with (docs/product.md#scoring): owners and admins set them, members read them.
 */
export function ScoringSection() {
  const ft = useTeamTexts();
  const words = useScoreWords();
  const workspace = useWorkspace();
  return (
    <Section title={ft('scoring.title')}>
      <QueryState query={workspace} minHeight={80} failed={ft('company.failed')}>
        {(ws) =>
          ws.canManage ? (
            <ScoringForm workspace={ws} />
          ) : (
            <Typography color="text.secondary">
              {ft('scoring.current', { weights: words.weights(ws.scoringDefaults) })}
            </Typography>
          )
        }
      </QueryState>
    </Section>
  );
}

function ScoringForm({ workspace }: { workspace: Workspace }) {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveWorkspace();
  const [draft, setDraft] = useState(() => draftOf(workspace.scoringDefaults));
  const [problem, setProblem] = useState<string | null>(null);
  const weights = weightsOf(draft);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!weights) return;
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ scoringDefaults: weights });
      setDraft(draftOf(saved.scoringDefaults));
      notify.success(ft('scoring.saved'));
    } catch (error) {
      setProblem(errorMessage(t, error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography color="text.secondary">{ft('scoring.hint')}</Typography>
      <WeightsFields value={draft} onChange={setDraft} error={problem} disabled={save.isPending} />
      <div>
        <Button type="submit" variant="contained" disabled={!weights} loading={save.isPending}>
          {ft('scoring.save')}
        </Button>
      </div>
    </Stack>
  );
}
