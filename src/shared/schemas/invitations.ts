import { z } from 'zod';
import { CurrencySchema } from './currencies.ts';
import { LanguageSchema } from './languages.ts';
import { MAIL_KINDS, MailStateSchema } from '../mail-state.ts';
import { NOTICE_CODES } from '../notices.ts';
import { issue } from '../validation.ts';
import { NextSchema } from './common.ts';
import { offerStanding } from './offers.ts';
import { DeclinedSchema } from './questions.ts';

/** A row of the task's supplier table: every printshop of the workspace and its invitation. */
export const SupplierTaskSchema = z.object({
  supplierId: z.string(),
  name: z.string(),
  email: z.string(),
  language: LanguageSchema,
  /** Deleted after it was invited: kept so that its offer stays readable. */
  deleted: z.boolean(),
  /**
   * The task's required groups of certificate kinds (`certificateGroups`) of which the printshop holds no
   * certificate valid on the deadline day (docs/product.md#certificates): inviting it is refused while any is
   * listed. Empty: it qualifies.
   */
  lacking: z.array(z.array(z.string())),
  /** The kinds of those groups, each once (for a requirement of one kind, that kind): as answered before groups. */
  lacks: z.array(z.string()),
  mailState: MailStateSchema,
  sentAt: z.number().nullable(),
  /** The SMTP error when the invitation failed; the reported reason when it bounced or was delayed. */
  error: z.string().nullable(),
  /**
   * The current offer's landed total in the task's currency (an offer in another converted at the task's rate): its
   * current prices and its delivery cost. Null without an offer, while the offers are sealed and while every price
   * it gave waits to be confirmed; the task's `supplierTasks[].sum` is the same figure.
   */
  sum: z.number().int().nullable(),
  /** When the printshop made its current offer; null without one. */
  offeredAt: z.number().nullable(),
  ...offerStanding,
  /**
   * The offer prices every format as it is; a partial one (formats left out or waiting to be confirmed) cannot
   * be accepted whole. False without one and while sealed.
   */
  complete: z.boolean(),
  /** How many formats the current offer prices as they are now (0 without one and while sealed). */
  pricedFormats: z.number().int(),
  /** A no-bid: the printshop declined, with its reason. */
  declined: DeclinedSchema.nullable(),
  /** `sum` as the printshop quoted it, in `currency` (`sum` itself when that is the task's). */
  quotedSum: z.number().int().nullable(),
  /** The currency the offer is in; the task's without an offer and while sealed. */
  currency: CurrencySchema,
});
export type SupplierTask = z.infer<typeof SupplierTaskSchema>;

/**
 * The workspace's previous tender: the task sent most recently before this one (before this task's own send, once
 * it is sent), and the printshops it invited that are still in the address book. Null when there is none.
 */
export const PreviousTaskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  /** When it was sent (its first invitations). */
  invitedAt: z.number(),
  supplierIds: z.array(z.string()),
});
export type PreviousTask = z.infer<typeof PreviousTaskSchema>;

/**
 * The task this one was copied from (docs/product.md#copy) and the printshops it invited that are still in the
 * address book: the picker ticks those it may invite before the first send. Null for a task made anew or once the
 * source is deleted.
 */
export const CopySourceSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  supplierIds: z.array(z.string()),
});
export type CopySource = z.infer<typeof CopySourceSchema>;

export const SupplierTaskListSchema = z.object({
  items: z.array(SupplierTaskSchema),
  previous: PreviousTaskSchema.nullable(),
  copiedFrom: CopySourceSchema.nullable(),
});
export type SupplierTaskList = z.infer<typeof SupplierTaskListSchema>;

const ids = z.array(z.string().min(1).max(100)).max(5000, issue('tooMany', { max: 5000 }));

/**
 * Whom to invite: the printshops named (each a live printshop of the workspace without an invitation to the task;
 * an unknown or foreign id is refused, 404), or, as an empty list, every printshop without an invitation.
 */
export const SendMailBodySchema = z.object({ suppliers: ids.default([]) });

/** The spec's second path for the same action. */
export const ReceiversBodySchema = z.object({ receivers: ids.default([]) });

export const SentSchema = z.object({ queued: z.number().int(), message: z.string(), code: z.enum(NOTICE_CODES) });

export const TestMailToBodySchema = z.object({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(issue('email')).max(254, issue('tooLong', { max: 254 }))),
});

export const MailLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  supplierId: z.string().nullable(),
  /**
   * The outbox's state, or what a mail server reported after taking the mail (bounced, delayed); an invitation
   * opened or clicked by its printshop says so, as the printshop table does.
   */
  state: z.enum(['queued', 'sent', 'opened', 'clicked', 'failed', 'bounced', 'delayed']),
  /** A planned mail (a reminder) not yet due: when it goes out. */
  dueAt: z.number().nullable(),
  attempts: z.number().int(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  error: z.string().nullable(),
});
export type MailLogState = z.infer<typeof MailLogEntrySchema>['state'];
export const MailLogSchema = z.object({ items: z.array(MailLogEntrySchema) });
export type MailLog = z.infer<typeof MailLogSchema>;

/** `GET /api/taskMailLog?offset=&limit=`: the mails of the workspace's tasks, newest first, each with its task. */
export const WorkspaceMailLogSchema = z.object({
  items: z.array(MailLogEntrySchema.extend({ taskId: z.string() })),
  next: NextSchema,
});
export type WorkspaceMailLog = z.infer<typeof WorkspaceMailLogSchema>;

export const TaskIdParamsSchema = z.object({ taskId: z.string().min(1).max(100) });
