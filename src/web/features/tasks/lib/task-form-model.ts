import { z } from 'zod';
import { toDisplayDate } from '../../../../shared/dates.ts';
import type { StaffLanguage } from '../../../../shared/languages.ts';
import { checkAmount, formatRate, parseCount, priceText } from '../../../../shared/money.ts';
import type { Format } from '../../../../shared/schemas/formats.ts';
import {
  checkCounts,
  CountsSchema,
  MAX_TASK_FORMATS,
  TaskFormatInputSchema,
  TaskInputSchema,
  type Task,
} from '../../../../shared/schemas/tasks.ts';
import { groupsText, sameKind } from '../../../../shared/certificates.ts';
import { CertificateGroupsSchema } from '../../../../shared/schemas/certificates.ts';
import { CurrencySchema, RatesSchema } from '../../../../shared/schemas/currencies.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { issue } from '../../../../shared/validation.ts';
import { DisplayDateSchema } from '../../../lib/form/display-date.ts';
import { typedCount } from '../../../lib/form/typed-count.ts';
import { SpecFormSchema, toSpecForm } from '../../../components/spec-editor/spec-form.ts';
import {
  toVersionsForm,
  typedVersionsTotal,
  VersionsFormSchema,
} from '../../../components/versions-editor/versions-form.ts';
import { DeliveryInputSchema } from '../../../../shared/schemas/delivery-split.ts';

/** A budget as typed ("12000", "12,000.00", "12.000,00") or nothing: minor units of the workspace currency, or null (docs/product.md#budget-and-approval). */
const BudgetTextSchema = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return null;
    const { cents, problem } = checkAmount(text);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: issue(problem === 'zero' || problem === 'negative' ? 'priceZero' : 'price'),
      });
      return z.NEVER;
    }
    return cents / 100;
  });

const CountSchema = typedCount.pipe(TaskFormatInputSchema.shape.count);

// A further quantity as typed (an object: a field array's entry); an empty one is a field added and left blank, which is an error too.
const FurtherCountSchema = typedCount;

const FormatFieldsSchema = TaskFormatInputSchema.extend({
  // The spec's numbers as typed (spec-form.ts); null for a format of free texts alone.
  spec: SpecFormSchema.nullable(),
  count: CountSchema,
  counts: z
    .array(z.object({ value: FurtherCountSchema }))
    .transform((list) => list.map((c) => c.value))
    .pipe(CountsSchema),
  versions: VersionsFormSchema,
});

// While a format has versions its quantity is their sum (the field shows it, read-only): the server refuses any
// other count (docs/product.md#versions). The typed count stays in the form, back once the versions are gone.
const FormatFormSchema = z.preprocess((f: z.input<typeof FormatFieldsSchema>) => {
  const total = typedVersionsTotal(f.versions);
  return total ? { ...f, count: String(total) } : f;
}, FormatFieldsSchema);

/**
 * The required certificates as typed: "FSC / PEFC, ISO 12647", a comma between requirements, a slash between
 * kinds each of which meets one; a kind named again is dropped.
 */
const GroupsTextSchema = z
  .string()
  .default('')
  .transform((text) => {
    const seen: string[] = [];
    return text
      .split(',')
      .map((group) =>
        group
          .split('/')
          .map((kind) => kind.trim())
          .filter((kind) => kind && !seen.some((k) => sameKind(k, kind)) && seen.push(kind)),
      )
      .filter((group) => group.length > 0);
  })
  .pipe(CertificateGroupsSchema);

/** The rates as typed, per currency ("0,0400"): a field left empty sets none (the task cannot be sent so). */
const RatesTextSchema = z.partialRecord(CurrencySchema, z.string().optional()).transform((typed, ctx) => {
  const rates = RatesSchema.safeParse(Object.fromEntries(Object.entries(typed).filter(([, text]) => text?.trim())));
  if (rates.success) return rates.data;
  for (const { path, message } of rates.error.issues) ctx.addIssue({ code: 'custom', path, message });
  return z.NEVER;
});

/**
 * A delivery address as typed (docs/product.md#delivery-addresses): its date as the reader writes it, a count per
 * format as text, keyed by the format's id, or "#2" for a format new in the form; an empty count is none.
 */
const DeliveryFormSchema = z.object({
  address: DeliveryInputSchema.shape.address,
  date: DisplayDateSchema,
  counts: z.array(z.object({ formatId: z.string(), count: z.string().trim() })).transform((counts, ctx) =>
    counts.flatMap(({ formatId, count }, i) => {
      if (count === '') return [];
      const n = parseCount(count);
      if (n === null || n < 1) {
        ctx.addIssue({ code: 'custom', path: [i, 'count'], message: issue('wholeNumber') });
        return [];
      }
      return [{ formatId, count: n }];
    }),
  ),
});
export type DeliveryFormValues = z.input<typeof DeliveryFormSchema>;

/** The task form: the shared TaskInput with dates, quantities and rates as typed. */
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
  certificateGroups: GroupsTextSchema,
  budget: BudgetTextSchema.optional(),
  rates: RatesTextSchema.optional(),
  deliveries: z.array(DeliveryFormSchema).optional(),
  formats: z
    .array(FormatFormSchema)
    .max(MAX_TASK_FORMATS, issue('tooMany', { max: MAX_TASK_FORMATS }))
    .superRefine(checkCounts),
});
export type TaskFormValues = z.input<typeof TaskFormSchema>;
export type FormatFormValues = z.input<typeof FormatFormSchema>;

/** The create dialog asks for the fields only; formats are added on the task's page. */
export const NewTaskFormSchema = TaskFormSchema.omit({ formats: true, deliveries: true });
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
    certificateGroups: groupsText(task.certificateGroups),
    deliveryDate: displayDate(task.deliveryDate, language),
    deadlineDate: displayDate(task.deadlineDate, language),
    awardDate: displayDate(task.awardDate, language),
    budget: task.budget === null ? '' : priceText(Math.round(task.budget * 100), language),
    poNumber: task.poNumber,
    // Before sending the task's own currency is always accepted; once sent, the list stays as it was sent.
    currencies:
      task.state >= TaskState.sent || task.currencies.includes(task.currency)
        ? task.currencies
        : [task.currency, ...task.currencies],
    rates: Object.fromEntries(Object.entries(task.rates).map(([c, rate]) => [c, formatRate(rate, language)])),
    formats: task.formats.map((f) => ({
      ...f,
      spec: toSpecForm(f.spec),
      count: String(f.count),
      counts: f.counts.map((c) => ({ value: String(c) })),
      versions: toVersionsForm(f.versions),
    })),
    deliveries: task.deliveries.map((d) => ({
      address: d.address,
      date: displayDate(d.date, language),
      counts: task.formats.map((f) => ({
        formatId: f.id,
        count: String(d.counts.find((c) => c.formatId === f.id)?.count ?? ''),
      })),
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
      spec: null,
      formatId: null,
      versions: [],
      versionChangePrice: false,
    };
  }
  // The copy is the task's own: the stored format's version stays with it, its id becomes the link.
  const { id, version: _v, ...fields } = format;
  return {
    ...fields,
    // The stored format's spec comes along (issue 45): the task's copy is the task's own to change.
    spec: toSpecForm(fields.spec),
    formatId: id,
    en: { ...fields.en },
    de: { ...fields.de },
    sk: { ...fields.sk },
    // Its versions come along too; the quantity is their sum until they are removed.
    versions: toVersionsForm(fields.versions),
    versionChangePrice: false,
    count: '',
    counts: [],
    runOn: false,
  };
}
