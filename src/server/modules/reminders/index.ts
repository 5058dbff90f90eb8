// What other modules may use of the reminders module (docs/decisions/010): plan a task's reminders when
// printshops are invited, replan them on an amendment, drop them when it is cancelled, the outbox's hook that
// drops due reminders whose reason is gone, and which queued ones will be dropped (for the mail log).
export { dropReminders, dropStaleReminders, planReminders, replanReminders, staleReminders } from './planning.ts';
