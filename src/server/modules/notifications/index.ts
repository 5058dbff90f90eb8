// What other modules may use of the notifications module (docs/decisions/010): notifyTask, in the transaction
// of a task's event (a question, a no-bid, an offer; a bounced invitation), and the outbox's hook and the
// scheduled jobs, which app.ts wires.
export { notifyMembers, notifyTask, type TaskEvent } from './notify.ts';
export { notifyMailOutcomes, runNotificationJobs, scheduleNotificationJobs } from './jobs.ts';
