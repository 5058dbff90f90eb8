import { z } from 'zod';
import { parseCount } from '../../../../shared/money.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import {
  DEFAULT_REMIND_DAYS,
  DEFAULT_UNOPENED_DAYS,
  ReminderSettingsSchema,
  type ReminderSettings,
} from '../../../../shared/schemas/reminders.ts';
import type { Task } from '../../../../shared/schemas/tasks.ts';
import { issue } from '../../../../shared/validation.ts';

const invited = (r: SupplierTask) => r.mailState !== 'pending' && !r.deleted;

/** The invited printshops whose prices for changed formats wait to be confirmed (docs/product.md#amendments). */
export const awaitingConfirmation = (rows: SupplierTask[]): SupplierTask[] =>
  rows.filter((r) => invited(r) && r.offeredAt !== null && r.staleFormats.length > 0);

/**
 * Who a reminder by hand goes to (as the server picks them): invited, not deleted, and either neither offered
 * nor declined, or asked to confirm prices of changed formats.
 */
export const reminderRecipients = (rows: SupplierTask[]): SupplierTask[] =>
  rows.filter(
    (r) => invited(r) && ((r.offeredAt === null && r.declined === null) || awaitingConfirmation([r]).length > 0),
  );

/** The reminder settings as the form holds them: a switch each, and the days as typed. */
export type ReminderFormValues = { remindOn: boolean; remindDays: string; unopenedOn: boolean; unopenedDays: string };

/** A task's settings in the form; one switched off shows the default days, ready to be switched on. */
export const toReminderForm = (task: Pick<Task, 'remindDays' | 'unopenedDays'>): ReminderFormValues => ({
  remindOn: task.remindDays !== null,
  remindDays: String(task.remindDays ?? DEFAULT_REMIND_DAYS),
  unopenedOn: task.unopenedDays !== null,
  unopenedDays: String(task.unopenedDays ?? DEFAULT_UNOPENED_DAYS),
});

type Days = keyof ReminderSettings;

/** The days of a switched-on reminder as the shared rule reads them (1–60, whole), or an issue under its field. */
function daysOf(on: boolean, text: string, field: Days, ctx: z.RefinementCtx): number | null {
  if (!on) return null;
  const typed = text.trim();
  const days = parseCount(typed);
  const checked = days === null ? null : ReminderSettingsSchema.shape[field].safeParse(days);
  if (checked?.success) return checked.data;
  const message = typed === '' ? issue('required') : (checked?.error.issues[0]?.message ?? issue('wholeNumber'));
  ctx.addIssue({ code: 'custom', path: [field], message });
  return null;
}

/** The form's values as `POST /api/tasks/{id}/reminders` takes them: null for a reminder switched off. */
export const ReminderFormSchema = z
  .object({ remindOn: z.boolean(), remindDays: z.string(), unopenedOn: z.boolean(), unopenedDays: z.string() })
  .transform((v, ctx): ReminderSettings => ({
    remindDays: daysOf(v.remindOn, v.remindDays, 'remindDays', ctx),
    unopenedDays: daysOf(v.unopenedOn, v.unopenedDays, 'unopenedDays', ctx),
  }));
