import { z } from 'zod';
import { fromDisplayDate, toDisplayDate } from '../../../../shared/dates.ts';
import type { StaffLanguage } from '../../../../shared/languages.ts';
import { parseCount } from '../../../../shared/money.ts';
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

/** A date as people type it (dd/mm/yyyy, dd.mm.yyyy) or nothing; the API's YYYY-MM-DD or null after parsing. */
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

/** A quantity as typed, plain or grouped ("5000", "5,000", "5.000"), as a number or an issue. */
const typedCount = z
  .string()
  .trim()
  .min(1, issue('required'))
  .transform((text, ctx) => {
    const count = parseCount(text);
    if (count === null) {
      ctx.addIssue({ code: 'custom', message: issue('wholeNumber') });
      return z.NEVER;
    }
    return count;
  });

// A number field's value is text; the shared schema's rule and messages apply once it is a number.
const CountSchema = typedCount.pipe(TaskFormatInputSchema.shape.count);

// A further quantity as typed (an object: a field array's entry); an empty one is a field added and left blank, which is an error too.
const FurtherCountSchema = typedCount;

const FormatFormSchema = TaskFormatInputSchema.extend({
  count: CountSchema,
  counts: z
    .array(z.object({ value: FurtherCountSchema }))
    .transform((list) => list.map((c) => c.value))
    .pipe(CountsSchema),
});

/** The task form: the shared TaskInput with dates and quantities as typed. */
export const TaskFormSchema = TaskInputSchema.extend({
  // The select's value: '' for the workspace's buying company (null in the API), else a company's id.
  companyId: z
    .string()
    .max(100)
    .transform((id) => id || null)
    .optional(),
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

/** A date of the API as the form shows it to a reader of `language`. */
export const displayDate = (iso: string | null, language: StaffLanguage) => (iso ? toDisplayDate(iso, language) : '');

/** The form's values of a task, its dates written as a reader of `language` types them. */
export function toFormValues(task: Task, language: StaffLanguage): TaskFormValues {
  return {
    name: task.name,
    note: task.note,
    address: task.address,
    lettershop: task.lettershop,
    lang: task.lang,
    sealed: task.sealed,
    companyId: task.companyId ?? '',
    deliveryDate: displayDate(task.deliveryDate, language),
    deadlineDate: displayDate(task.deadlineDate, language),
    awardDate: displayDate(task.awardDate, language),
    formats: task.formats.map((f) => ({
      ...f,
      count: String(f.count),
      counts: f.counts.map((c) => ({ value: String(c) })),
    })),
  };
}

const noTexts = () => ({ weight: '', personalisation: '', description: '' });

/**
 * A stored format copied into the task: a new copy (no id) that keeps the link to it (its price history follows
 * the copy), its quantity still to be entered.
 */
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
      formatId: null,
    };
  }
  // The copy is the task's own: the stored format's version stays with it, its id becomes the link.
  const { id, version: _v, ...fields } = format;
  return {
    ...fields,
    formatId: id,
    en: { ...fields.en },
    de: { ...fields.de },
    sk: { ...fields.sk },
    count: '',
    counts: [],
    runOn: false,
  };
}
