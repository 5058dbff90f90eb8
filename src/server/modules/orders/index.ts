// What other modules may use of the orders module (docs/decisions/010, 035): the winners' orders as their pages
// show them (the offer page's task cache), the jobs waiting on the
// buyer (the dashboard) and the scheduled reminders, which app.ts wires. The proofs and shipments tables, and the
// confirmation columns of `orders`, are this module's alone to write.
export { pubOrders } from './jobs.ts';
export { jobsAwaitingBuyer } from './awaiting.queries.ts';
export { scheduleOrderReminders } from './order-reminders.ts';
