import { z } from 'zod';
import { fromDisplayDate, toDisplayDate } from '../../../../shared/dates.ts';
import type { Format } from '../../../../shared/schemas/formats.ts';
import {
  checkCounts,
  CountsSchema,
  MAX_TASK_FORMATS,
  TaskFormatInputSchema,
  TaskInputSchema,
  type Task,
} from '../../../../shared/schemas/tasks.ts';
import { issue } from '../../../../shared/validation.ts';

/** A date as people type it (dd.mm.yyyy) or nothing; the API's YYYY-MM-DD or null after parsing. */
const DisplayDateSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const iso = fromDisplayDate(text);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: issue('date') });
      return z.NEVER;
    }
    return iso;
  });

// A number field's value is text; the shared schema's rule and messages apply once it is a number.
const CountSchema = z
  .string()
  .trim()
  .min(1, issue('required'))
  .regex(/^\d+$/, issue('wholeNumber'))
  .transform(Number)
  .pipe(TaskFormatInputSchema.shape.count);

// A further quantity as typed (an object: a field array's entry); an empty one is a field added and left blank, which is an error too.
const FurtherCountSchema = z
  .string()
  .trim()
  .min(1, issue('required'))
  .regex(/^\d+$/, issue('wholeNumber'))
  .transform(Number);

const FormatFormSchema = TaskFormatInputSchema.extend({
  count: CountSchema,
  counts: z
    .array(z.object({ value: FurtherCountSchema }))
    .transform((list) => list.map((c) => c.value))
    .pipe(CountsSchema),
});

/** The task form: the shared TaskInput with dates and quantities as typed. */
export const TaskFormSchema = TaskInputSchema.extend({
  deliveryDate: DisplayDateSchema,
  deadlineDate: DisplayDateSchema,
  awardDate: DisplayDateSchema,
  formats: z
    .array(FormatFormSchema)
    .max(MAX_TASK_FORMATS, issue('tooMany', { max: MAX_TASK_FORMATS }))
    .superRefine(checkCounts),
});
export type TaskFormValues = z.input<typeof TaskFormSchema>;
export type FormatFormValues = z.input<typeof FormatFormSchema>;

/** The create dialog asks for the fields only; formats are added on the task's page. */
export const NewTaskFormSchema = TaskFormSchema.omit({ formats: true });
export type NewTaskFormValues = z.input<typeof NewTaskFormSchema>;

export const displayDate = (iso: string | null) => (iso ? toDisplayDate(iso) : '');

export function toFormValues(task: Task): TaskFormValues {
  return {
    name: task.name,
    note: task.note,
    address: task.address,
    lettershop: task.lettershop,
    lang: task.lang,
    deliveryDate: displayDate(task.deliveryDate),
    deadlineDate: displayDate(task.deadlineDate),
    awardDate: displayDate(task.awardDate),
    formats: task.formats.map((f) => ({
      ...f,
      count: String(f.count),
      counts: f.counts.map((c) => ({ value: String(c) })),
    })),
  };
}

const noTexts = () => ({ weight: '', personalisation: '', description: '' });

/** A stored format copied into the task: a new copy (no id), its quantity still to be entered. */
export function copyOfFormat(format: Format | null): FormatFormValues {
  if (!format) {
    return {
      title: '',
      count: '',
      counts: [],
      runOn: false,
      format: '',
      color: '',
      perforation: '',
      fold: '',
      en: noTexts(),
      de: noTexts(),
      sk: noTexts(),
    };
  }
  const { id: _, ...fields } = format;
  return {
    ...fields,
    en: { ...fields.en },
    de: { ...fields.de },
    sk: { ...fields.sk },
    count: '',
    counts: [],
    runOn: false,
  };
}
