import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { useQuestionsTexts } from '../i18n/texts.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { QuestionItem } from './question-item.tsx';

/** The printshops' questions once the tender is sent: new ones first and counted, each answered in a dialog. */
export function QuestionsSection({ task }: { task: Pick<Task, 'id' | 'state'> }) {
  const ft = useQuestionsTexts();
  const open = task.state === TaskState.sent;
  const questions = useQuestions(task.id, { watch: open });
  // A new dialog for each question answered.
  const [answering, setAnswering] = useState<string | null>(null);
  const list = questions.data ?? [];
  const fresh = list.filter((q) => q.answer === null);
  const question = list.find((q) => q.id === answering);
  const count = fresh.length ? <Chip color="warning" label={ft('newCount', { count: fresh.length })} /> : null;
  return (
    <Section title={ft('title')} actions={count}>
      <QueryState
        query={questions}
        failed={ft('loadFailed')}
        minHeight={80}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState icon={<ForumOutlined />} title={ft('empty')} hint={open ? ft('emptyHint') : undefined} />}
      >
        {() => (
          <Stack component="ul" aria-label={ft('list')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {[...fresh, ...list.filter((q) => q.answer !== null)].map((q) => (
              <QuestionItem key={q.id} question={q} onAnswer={open ? () => setAnswering(q.id) : undefined} />
            ))}
          </Stack>
        )}
      </QueryState>
      {question ? (
        <AnswerDialog key={question.id} taskId={task.id} question={question} onClose={() => setAnswering(null)} />
      ) : null}
    </Section>
  );
}
