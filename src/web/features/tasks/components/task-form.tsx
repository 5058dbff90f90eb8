import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { missingRates } from '../../../../shared/currencies.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { taskQueryOptions } from '../../../api/get-task.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form/form-errors.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useUnsavedPrompt } from '../../../lib/form/use-unsaved-prompt.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { amendmentOf } from '../lib/amendment-of.ts';
import { TaskFormSchema, toFormValues } from '../lib/task-form-model.ts';
import { specSummary, typedFormats } from '../lib/typed-formats.ts';
import { useSpecTexts } from '../../../components/spec-editor/i18n/texts.ts';
import { useVersionsTexts } from '../../../components/versions-editor/i18n/texts.ts';
import { FormatsEditor, useExpandedFormats } from './formats-editor.tsx';
import { TaskConflict, type Conflict } from './task-conflict.tsx';
import { TaskCurrencies } from './task-currencies.tsx';
import { TaskFields } from './task-fields.tsx';
import { DeliveryAddresses } from './delivery-addresses.tsx';
import { deliveriesOfForm } from '../lib/delivery-form.ts';

/** Before sending the task is edited; once sent it is amended (printshops told); after that it is closed. */
export type TaskFormMode = 'edit' | 'amend' | 'closed';

/** What the amend dialog gets from the form (the amendments feature's, given by the page). */
export type AmendDialogProps = {
  taskId: string;
  /** What the form's values change, and the amendment's body without its message; null while closed. */
  amendment: ReturnType<typeof amendmentOf> | null;
  /** The amended task: the form starts again from it. */
  onAmended: (task: Task) => void;
  /** A refused amendment: shown as a failed save is (a colleague's change in between is a conflict). */
  onFailed: (error: unknown) => void;
  onClose: () => void;
};

type Props = {
  task: Task;
  mode: TaskFormMode;
  /** In 'amend' mode the save opens this dialog with the amendment the form's values make. */
  amendDialog: (props: AmendDialogProps) => ReactNode;
};

// What an amendment cannot change: it is what the printshops were invited to.
const LOCKED_WHEN_SENT = [
  'name',
  'lettershop',
  'awardDate',
  'lang',
  'sealed',
  'companyId',
  'certificateGroups',
  'budget',
  'poNumber',
];
const TEXT_FIELDS = ['name', 'note', 'address', 'lettershop', 'deliveryDate', 'deadlineDate', 'awardDate'] as const;

/**
 * The task's fields and formats, saved together. Each save carries the version the form was loaded at: a
 * colleague's change in between is a conflict (409 TASK_CHANGED), shown with a reload that keeps what was typed.
 */
export function TaskForm({ task, mode, amendDialog }: Props) {
  const ft = useTasksTexts();
  const st = useSpecTexts();
  const vt = useVersionsTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const update = useUpdateTask();
  const { language } = useFormat();
  const form = useForm({ resolver: zodResolver(TaskFormSchema), defaultValues: toFormValues(task, language) });
  const expanded = useExpandedFormats();
  // The task the form's values came from; not the query's, which a background refetch may move on.
  const [base, setBase] = useState(task);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [amendment, setAmendment] = useState<ReturnType<typeof amendmentOf> | null>(null);
  const readOnly = mode === 'closed';
  const prompt = useUnsavedPrompt(form.formState.isDirty && !readOnly, {
    title: ft('unsaved.title'),
    text: ft('unsaved.text'),
    leave: ft('unsaved.leave'),
  });

  const loaded = (saved: Task) => {
    setBase(saved);
    form.reset(toFormValues(saved, language));
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'TASK_CHANGED') return setConflict({ error });
    // A format the server names (`formats.1.spec.papers.0.grammage`) opens, so its field shows the error.
    const format = error instanceof ApiError ? /^formats\.(\d+)\./.exec(error.field ?? '') : null;
    if (format) expanded.open([Number(format[1])]);
    showSubmitError(form, error, t);
    notify.failure(ft('detail.updateFailed'));
  };

  // What the person typed that the colleague's version does not have: only fields they changed.
  const reload = async () => {
    const typed = form.getValues();
    const opened = toFormValues(base, language);
    const fresh = await queryClient.fetchQuery({ ...taskQueryOptions(task.id), staleTime: 0 });
    loaded(fresh);
    const now = toFormValues(fresh, language);
    const yours = TEXT_FIELDS.filter((key) => typed[key] !== opened[key] && typed[key] !== now[key]).map(
      (key) => [ft(`fields.${key}`), typed[key] ?? ''] as [string, string],
    );
    yours.push(
      ...typedFormats(typed.formats, opened.formats, now.formats, {
        field: (key) => ft(`formats.${key}`),
        language: (lang) => ft(`formats.languages.${lang}`),
        untitled: ft('formats.untitled'),
        added: ft('conflict.added'),
        removed: ft('conflict.removed'),
        yes: ft('conflict.yes'),
        no: ft('conflict.no'),
        spec: st('heading'),
        specText: (spec) => specSummary(spec, language, st('noSpec')),
        versions: vt('heading'),
      }),
    );
    setConflict((c) => c && { ...c, yours });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setConflict(null);
      if (mode === 'amend') {
        // A currency added needs its rate before printshops are told (the server's RATE_MISSING, said at the field).
        const missing = missingRates(base.currency, values.currencies ?? base.currencies, values.rates ?? {});
        for (const currency of missing)
          form.setError(`rates.${currency}`, { type: 'server', message: ft('currencies.rateMissing', { currency }) });
        if (missing.length > 0) return;
        return setAmendment(amendmentOf(base, values));
      }
      try {
        const deliveries = deliveriesOfForm(values.deliveries, values.formats);
        const body = { ...values, deliveries, version: base.version };
        loaded(await update.mutateAsync({ taskId: task.id, body }));
        notify.success(ft('detail.updated'));
      } catch (error) {
        failed(error);
      }
    },
    // The fields show what is wrong; a notice on top would say it twice.
    (errors) => expanded.open(form.getValues('formats').flatMap((_, i) => (errors.formats?.[i] ? [i] : []))),
  );

  // One button for the fields and the formats, kept in view at the foot of the window while the page scrolls.
  const saveButton = readOnly ? null : (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
        {mode === 'amend' ? ft('amend.open') : ft('detail.update')}
      </Button>
    </Box>
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <Section title={ft('detail.task')}>
        <Stack spacing={2}>
          {mode === 'amend' ? <Alert severity="info">{ft('amend.hint')}</Alert> : null}
          {readOnly ? null : <MandatoryNote />}
          {conflict ? <TaskConflict conflict={conflict} onReload={() => void reload()} /> : null}
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <TaskFields
            control={form.control}
            readOnly={readOnly}
            locked={mode === 'amend' ? LOCKED_WHEN_SENT : []}
            missing={task.missing}
            currency={task.currency}
            withLanguage
          />
          <TaskCurrencies form={form} task={base} amending={mode === 'amend'} readOnly={readOnly} />
        </Stack>
      </Section>
      <FormatsEditor form={form} taskId={task.id} readOnly={readOnly} expanded={expanded} />
      {/* An amendment keeps the addresses as they are (docs/product.md#delivery-addresses). */}
      <DeliveryAddresses form={form} readOnly={readOnly} />
      {saveButton}
      {amendDialog({
        taskId: task.id,
        amendment,
        onAmended: loaded,
        onFailed: failed,
        onClose: () => setAmendment(null),
      })}
      {prompt}
    </Stack>
  );
}
