// What other modules may use of the reminders module (docs/decisions/010): render a task's reminders when
// printshops are invited (the send writes them in chunks with the invitations), replan them on an amendment,
// drop them when it is cancelled, the outbox's hook that drops due reminders whose reason is gone, which
// queued ones will be dropped (for the mail logs), and the printshops still invited to a task (whom an
// amendment or a cancellation tells); the instant a day's wall clock shows an hour in a time zone (the spend
// report's months).
export {
  dropReminders,
  dropStaleReminders,
  reminderPlanner,
  replanReminders,
  staleReminders,
  staleRemindersOf,
} from './planning.ts';
export { listInvited, type InvitedRow } from './reminders.queries.ts';
export { zonedInstant } from './due-times.ts';
