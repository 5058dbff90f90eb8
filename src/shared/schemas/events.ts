import { z } from 'zod';
import { ChangeSchema } from './revisions.ts';

/** What staff did to a task: recorded when it happens, append-only (the audit trail). */
export const STAFF_EVENT_KINDS = [
  'created',
  'copied',
  'updated',
  'amended',
  'test-mail',
  'sent',
  'reminded',
  'reminder-settings',
  'answered',
  'awarded',
  'award-requested',
  'award-approved',
  'award-rejected',
  'award-withdrawn',
  'cancelled',
  'round-opened',
  'auction-set',
  'auction-bid',
  'auction-ended',
  'file-added',
  'file-removed',
  'format-stored',
  'delivered',
  'invoice-released',
  'invoice-disputed',
  'proof-approved',
  'proof-changes',
] as const;

/**
 * What staff did to the workspace itself, kept in its own trail (`GET /api/workspace/events`): its buying company
 * set, a team invitation accepted or declined by the person invited (values: `email`, `role`), and an import of
 * printshops or formats (values: `imported`, `created`, `updated`, `skipped`, each a count as `new`).
 */
export const WORKSPACE_EVENT_KINDS = [
  'company-set',
  'approval-set',
  'currency-set',
  'scoring-set',
  'profile-set',
  'member-invited',
  'invitation-cancelled',
  'invitation-accepted',
  'invitation-declined',
  'role-changed',
  'member-removed',
  'suppliers-imported',
  'formats-imported',
] as const;

/** One entry of the workspace's trail, newest first: who set what, each field old → new. */
export const WorkspaceEventSchema = z.object({
  at: z.number(),
  kind: z.enum(WORKSPACE_EVENT_KINDS),
  staff: z.string(),
  values: z.array(z.object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() })),
});
export type WorkspaceEvent = z.infer<typeof WorkspaceEventSchema>;

export const WorkspaceEventListSchema = z.object({ items: z.array(WorkspaceEventSchema) });
export type WorkspaceEventList = z.infer<typeof WorkspaceEventListSchema>;

/** What a printshop did: read from what the tender keeps of it (invitations, offer revisions, questions, downloads). */
export const SUPPLIER_EVENT_KINDS = [
  'opened',
  'clicked',
  'downloaded',
  'offered',
  'declined',
  'asked',
  'invoiced',
  // the job after the award (docs/product.md#the-job-after-the-award)
  'order-confirmed',
  'proof-uploaded',
  'shipped',
] as const;

export const TaskEventKindSchema = z.enum([...STAFF_EVENT_KINDS, ...SUPPLIER_EVENT_KINDS]);
export type TaskEventKind = z.infer<typeof TaskEventKindSchema>;

/** One entry of a task's timeline: `GET /api/tasks/{id}/events`, newest first. */
export const TaskEventSchema = z.object({
  at: z.number(),
  kind: TaskEventKindSchema,
  /** The staff member (a name) for staff events, else null. */
  staff: z.string().nullable(),
  /** The printshop a printshop event is by, or a staff event is about (a reminder, an answer to it, an award). */
  supplierId: z.string().nullable(),
  supplier: z.string().nullable(),
  /** What changed, old → new (amended; updated before sending where the fields are ones printshops read). */
  changes: z.array(ChangeSchema),
  /** Other fields an update changed, by name (e.g. 'name', 'lettershop', 'awardDate', 'lang'). */
  fields: z.array(z.string()),
  /** Those fields' values before and after, as stored (a date as YYYY-MM-DD, a switch as 'true'/'false'). */
  values: z.array(z.object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() })),
  /** What an award ordered, per format: from whom, how many, and the alternative's description if chosen. */
  awards: z.array(
    z.object({ format: z.string(), supplier: z.string(), count: z.number().int(), alternative: z.string().nullable() }),
  ),
  /** A short subject: a file's name, a question's text, a cancellation's or amendment's message. */
  subject: z.string().nullable(),
  /** How many: mails sent or reminded, printshops awarded. */
  count: z.number().int().nullable(),
  /** An offer's total or an award's total, in cents. */
  amount: z.number().int().nullable(),
  /** Whom a send invited: the printshops' names as they were then, sorted; empty for other events (and older sends). */
  invited: z.array(z.string()),
});
export type TaskEvent = z.infer<typeof TaskEventSchema>;

export const TaskEventListSchema = z.object({ items: z.array(TaskEventSchema) });
export type TaskEventList = z.infer<typeof TaskEventListSchema>;
