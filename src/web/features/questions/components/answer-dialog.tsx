import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ANSWER_MAX } from '../../../../shared/limits.ts';
import { AnswerBodySchema, type Question } from '../../../../shared/schemas/questions.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useRecordSubmit } from '../../../components/form/use-record-submit.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { useQuestionsTexts } from '../i18n/texts.ts';

/**
 * The answer to a printshop's question, and who gets it: published to every invited printshop without the
 * asker's name (the default: everyone bids on the same information), or to the asker alone.
 */
export function AnswerDialog({
  taskId,
  question,
  onClose,
}: {
  taskId: string;
  question: Question;
  onClose: () => void;
}) {
  const ft = useQuestionsTexts();
  const notify = useNotify();
  const answer = useAnswerQuestion();
  const toId = useId();
  const form = useForm({ resolver: zodResolver(AnswerBodySchema), defaultValues: { answer: '', publish: true } });
  const onSubmit = useRecordSubmit(form, async (body) => {
    await answer.mutateAsync({ taskId, questionId: question.id, body });
    notify.success(ft('sent'));
    onClose();
  });
  return (
    <FormDialog
      title={ft('dialog.title')}
      submitLabel={ft('dialog.submit')}
      submitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      dirty={form.formState.isDirty}
    >
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ft('dialog.question', { name: question.supplierName })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{question.text}</Typography>
      </div>
      <FormTextField
        control={form.control}
        name="answer"
        label={ft('dialog.answer')}
        required
        multiline
        minRows={4}
        autoFocus
        slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }}
      />
      <FormControl>
        <FormLabel id={toId}>{ft('dialog.to')}</FormLabel>
        <Controller
          control={form.control}
          name="publish"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={toId}
              value={field.value ? 'all' : 'asker'}
              onChange={(e) => field.onChange(e.target.value === 'all')}
            >
              <FormControlLabel value="all" control={<Radio />} label={ft('dialog.publish')} />
              <FormControlLabel
                value="asker"
                control={<Radio />}
                label={ft('dialog.asker', { name: question.supplierName })}
              />
            </RadioGroup>
          )}
        />
        <Typography variant="body2" color="text.secondary">
          {ft('dialog.hint')}
        </Typography>
      </FormControl>
    </FormDialog>
  );
}
