import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { LanguageSchema } from '../languages.ts';
import { MailStateSchema } from '../mail-state.ts';
import { NextSchema } from './common.ts';
import { FormatInputSchema } from './formats.ts';

/** A calendar date in the API: YYYY-MM-DD, a real day. */
export const IsoDateSchema = z.string().refine((v) => isIsoDate(v), 'Date must be a valid date (YYYY-MM-DD)');

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must have at most ${max} characters`);
const required = (max: number, label: string) => text(max, label).min(1, 'Field is required');

export const MAX_COUNT = 100_000_000;
export const MAX_TASK_FORMATS = 50;

/** A format copied into a task: its own id (prices refer to it), a count and the texts of three languages. */
export const TaskFormatInputSchema = FormatInputSchema.extend({
  /** Absent for a format added in this change; the server gives it an id. */
  id: z.string().max(100).optional(),
  count: z.number({ error: 'Quantity must be a whole number' }).int('Quantity must be a whole number').min(0, 'Quantity must not be negative').max(MAX_COUNT, 'Quantity is too large'),
});
export type TaskFormatInput = z.infer<typeof TaskFormatInputSchema>;

export const TaskFormatSchema = TaskFormatInputSchema.extend({ id: z.string() });
export type TaskFormat = z.infer<typeof TaskFormatSchema>;

const taskFields = {
  name: required(200, 'Name'),
  note: required(4000, 'Note'),
  address: required(1000, 'Delivery address'),
  lettershop: required(1000, 'Lettershop'),
  deliveryDate: IsoDateSchema.nullable().default(null),
  deadlineDate: IsoDateSchema.nullable().default(null),
  lang: LanguageSchema.default('de'),
  formats: z.array(TaskFormatInputSchema).max(MAX_TASK_FORMATS, `A task has at most ${MAX_TASK_FORMATS} formats`).default([]),
};

export const TaskInputSchema = z.object(taskFields);
export type TaskInput = z.infer<typeof TaskInputSchema>;

export const TaskStateSchema = z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(50), z.literal(99)]);

export const TaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string(),
  address: z.string(),
  lettershop: z.string(),
  deliveryDate: z.string().nullable(),
  deadlineDate: z.string().nullable(),
  lang: LanguageSchema,
  formats: z.array(TaskFormatSchema),
  state: TaskStateSchema,
  /** The accepted supplier, at state 99. */
  supplierId: z.string().nullable(),
  /** What keeps the task pending: field names and 'formats'. */
  missing: z.array(z.string()),
  testMailSentAt: z.number().nullable(),
  createdAt: z.number(),
});
export type Task = z.infer<typeof TaskSchema>;

export const TaskSummarySchema = TaskSchema.pick({ id: true, name: true, note: true, state: true, deadlineDate: true }).extend({
  formatCount: z.number().int(),
});
export type TaskSummary = z.infer<typeof TaskSummarySchema>;

export const TaskListSchema = z.object({ items: z.array(TaskSummarySchema), next: NextSchema });
export type TaskList = z.infer<typeof TaskListSchema>;

export const TaskDefaultsSchema = z.object({ address: z.string(), lang: LanguageSchema });
export type TaskDefaults = z.infer<typeof TaskDefaultsSchema>;

/** A row of the task's supplier table: every printshop of the workspace and its invitation. */
export const TaskSupplierSchema = z.object({
  supplierId: z.string(),
  name: z.string(),
  email: z.string(),
  language: LanguageSchema,
  /** Deleted after it was invited: kept so that its offer stays readable. */
  deleted: z.boolean(),
  mailState: MailStateSchema,
  sentAt: z.number().nullable(),
  /** The SMTP error when the invitation failed. */
  error: z.string().nullable(),
  /** The current offer's total in cents, null without an offer. */
  sum: z.number().int().nullable(),
});
export type TaskSupplier = z.infer<typeof TaskSupplierSchema>;

export const TaskSupplierListSchema = z.object({ items: z.array(TaskSupplierSchema) });
export type TaskSupplierList = z.infer<typeof TaskSupplierListSchema>;

const ids = z.array(z.string().min(1).max(100)).max(5000, 'At most 5000 printshops at once');

/** An empty list means every printshop without an invitation. */
export const SendMailBodySchema = z.object({ suppliers: ids.default([]) });
export type SendMailBody = z.infer<typeof SendMailBodySchema>;

/** The spec's second path for the same action. */
export const ReceiversBodySchema = z.object({ receivers: ids.default([]) });

export const SentSchema = z.object({ queued: z.number().int(), message: z.string(), code: z.string() });
export type Sent = z.infer<typeof SentSchema>;

export const TestMailToBodySchema = z.object({
  to: z.string().trim().toLowerCase().pipe(z.email('E-mail must be valid').max(254)),
});

export const MailLogEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  supplierId: z.string().nullable(),
  state: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  error: z.string().nullable(),
});
export const MailLogSchema = z.object({ items: z.array(MailLogEntrySchema) });
export type MailLog = z.infer<typeof MailLogSchema>;

export const TaskIdParamsSchema = z.object({ taskId: z.string().min(1).max(100) });
