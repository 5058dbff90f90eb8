import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { Format } from '../../../../shared/schemas/formats.ts';
import { MAX_TASK_FORMATS, type TaskInput } from '../../../../shared/schemas/tasks.ts';
import { useTasksTexts } from '../i18n/texts.ts';
import { copyOfFormat, type TaskFormValues } from '../lib/task-form-model.ts';
import { AddFormatMenu } from './add-format-menu.tsx';
import { FormatPanel } from './format-panel.tsx';
import { Section } from '../../../components/section.tsx';

/** Which formats are open, by position: it survives saving, which gives every format a new field key. */
export function useExpandedFormats() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  return {
    has: (index: number) => open.has(index),
    toggle: (index: number) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    open: (indices: number[]) => setOpen((prev) => new Set([...prev, ...indices])),
    removed: (index: number) =>
      setOpen((prev) => new Set([...prev].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)))),
  };
}

type Props = {
  form: UseFormReturn<TaskFormValues, unknown, TaskInput>;
  taskId: string;
  readOnly: boolean;
  expanded: ReturnType<typeof useExpandedFormats>;
};

/** The task's formats as an accordion; stored formats are copied in, so editing them here changes only this task. */
export function FormatsEditor({ form, taskId, readOnly, expanded }: Props) {
  const ft = useTasksTexts();
  // The formats carry an `id` of their own (prices refer to it); the field array's key must not take that name.
  const formats = useFieldArray({ control: form.control, name: 'formats', keyName: 'key' });
  const errors = form.formState.errors.formats;

  const add = (format: Format | null) => {
    expanded.open([formats.fields.length]);
    formats.append(copyOfFormat(format), { shouldFocus: false });
  };
  const remove = (index: number) => {
    expanded.removed(index);
    formats.remove(index);
  };

  const addMenu = readOnly ? null : <AddFormatMenu onAdd={add} disabled={formats.fields.length >= MAX_TASK_FORMATS} />;
  return (
    <Section title={ft('formats.heading')} actions={addMenu}>
      <Stack spacing={1.5}>
        {formats.fields.length === 0 ? <Typography color="text.secondary">{ft('formats.none')}</Typography> : null}
        <div>
          {formats.fields.map((field, index) => (
            <FormatPanel
              key={field.key}
              control={form.control}
              taskId={taskId}
              index={index}
              readOnly={readOnly}
              expanded={expanded.has(index)}
              invalid={Boolean(errors?.[index])}
              onToggle={() => expanded.toggle(index)}
              onRemove={() => remove(index)}
              // The link is no edit of the task: the form stays as clean as it was.
              onStored={(formatId) => form.setValue(`formats.${index}.formatId`, formatId, { shouldDirty: false })}
            />
          ))}
        </div>
        {(errors?.root?.message ?? errors?.message) ? (
          <Typography color="error" variant="body2" role="alert">
            {errors.root?.message ?? errors.message}
          </Typography>
        ) : null}
      </Stack>
    </Section>
  );
}
