import { z } from 'zod';
import { issue } from '../validation.ts';

/** A task reminds, unless switched off, this many days before its deadline. */
export const DEFAULT_REMIND_DAYS = 2;
/** …and asks "did you receive our request?" this many days after an invitation nobody opened. */
export const DEFAULT_UNOPENED_DAYS = 3;

const days = z
  .number()
  .int(issue('wholeNumber'))
  .min(1, issue('tooSmall', { min: 1 }))
  .max(60, issue('tooLarge', { max: 60 }));

/** `POST /api/tasks/{id}/reminders`: the task's reminder settings; null switches one off. */
export const ReminderSettingsSchema = z.object({ remindDays: days.nullable(), unopenedDays: days.nullable() });
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** `POST /api/tasks/{id}/reminders/send`: a reminder by hand now; no ids: every printshop that neither offered nor declined. */
export const SendReminderBodySchema = z.object({
  suppliers: z
    .array(z.string().min(1).max(100))
    .max(5000, issue('tooMany', { max: 5000 }))
    .default([]),
});
