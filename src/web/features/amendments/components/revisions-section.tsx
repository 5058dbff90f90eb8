import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { Section } from '../../../components/section.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useAmendmentsTexts } from '../i18n/texts.ts';
import { ChangeList } from './change-list.tsx';

/** The amendments of a sent task, newest first: who, when, what changed and the message the printshops got. */
export function RevisionsSection({ task }: { task: Pick<Task, 'revisions'> }) {
  const ft = useAmendmentsTexts();
  const f = useFormat();
  if (task.revisions.length === 0) return null;
  return (
    <Section title={ft('revisions.title')}>
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {[...task.revisions].reverse().map((r) => (
          <li key={r.number}>
            <Typography variant="subtitle2" component="h3">
              {ft('revisions.line', { number: r.number, at: f.dateTime(r.createdAt), by: r.by })}
            </Typography>
            <ChangeList changes={r.changes} />
            {r.message ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                {ft('revisions.message', { message: r.message })}
              </Typography>
            ) : null}
            {r.pricesChanged ? (
              <Typography variant="body2" color="text.secondary">
                {ft('revisions.pricesChanged')}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
