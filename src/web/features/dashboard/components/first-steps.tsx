import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FirstStep, FirstSteps as Steps } from '../../../../shared/schemas/dashboard.ts';
import { paths, taskHref } from '../../../lib/paths.ts';
import { useDashboardTexts } from '../i18n/texts.ts';

/** Where each step is done; the test mail is sent from a task not sent yet. */
const whereDone = (step: FirstStep, draftId: string | null): string => {
  switch (step) {
    case 'company':
      return paths.uaTeam;
    case 'formats':
      return paths.uaFormat;
    case 'suppliers':
      return paths.uaSupplier;
    case 'task':
      return paths.uaTask;
    case 'testMail':
      return draftId === null ? paths.uaTask : taskHref(draftId);
  }
};

/** A new workspace's checklist: each step ticked by the server, an open one a link to where it is done. */
export function FirstSteps({ steps, draftId }: Pick<Steps, 'steps' | 'draftId'>) {
  const ft = useDashboardTexts();
  const headingId = useId();
  const done = steps.filter((s) => s.done).length;
  const progress = ft('firstSteps.progress', { done, total: steps.length });
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 3 }}>
      <Typography id={headingId} variant="h2">
        {ft('firstSteps.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {ft('firstSteps.intro')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5, mb: 1 }}>
        <LinearProgress
          variant="determinate"
          value={(100 * done) / steps.length}
          aria-label={progress}
          sx={{ flexGrow: 1, maxWidth: 240, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary">
          {progress}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {steps.map(({ step, done: ticked }) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}>
            {ticked ? (
              <CheckCircle color="success" titleAccess={ft('firstSteps.done')} sx={{ mt: 0.25 }} />
            ) : (
              <RadioButtonUnchecked color="disabled" titleAccess={ft('firstSteps.todo')} sx={{ mt: 0.25 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              {ticked ? (
                <Typography color="text.secondary">{ft(`firstSteps.${step}.title`)}</Typography>
              ) : (
                <Link component={RouterLink} to={whereDone(step, draftId)} sx={{ fontWeight: 600 }}>
                  {ft(`firstSteps.${step}.title`)}
                </Link>
              )}
              <Typography variant="body2" color="text.secondary">
                {ft(`firstSteps.${step}.hint`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
