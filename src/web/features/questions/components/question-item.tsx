import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Question } from '../../../../shared/schemas/questions.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useQuestionsTexts } from '../i18n/texts.ts';

/** A question: who asked and when, the text; once answered the answer, who answered, and who got it. */
export function QuestionItem({ question: q, onAnswer }: { question: Question; onAnswer?: () => void }) {
  const ft = useQuestionsTexts();
  const { dateTime } = useFormat();
  const open = q.answer === null;
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        border: 1,
        borderColor: open ? 'warning.main' : 'divider',
        borderLeftWidth: open ? 4 : 1,
        borderRadius: 1,
        bgcolor: open ? 'rgba(237, 108, 2, 0.05)' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {open ? <Chip size="small" color="warning" label={ft('new')} /> : null}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ft('asked', { name: q.supplierName, at: dateTime(q.askedAt) })}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>{q.text}</Typography>
      {q.answer !== null ? (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{q.answer}</Typography>
          <Typography variant="body2" color="text.secondary">
            {ft('answered', { by: q.answeredBy ?? '–', at: q.answeredAt === null ? '–' : dateTime(q.answeredAt) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {q.published ? ft('published') : ft('private', { name: q.supplierName })}
          </Typography>
        </Box>
      ) : null}
      {open && onAnswer ? (
        <Button
          variant="contained"
          size="small"
          onClick={onAnswer}
          aria-label={ft('answerFor', { name: q.supplierName })}
          sx={{ mt: 1 }}
        >
          {ft('answer')}
        </Button>
      ) : null}
    </Box>
  );
}
