// What other modules may use of the invitations module (docs/decisions/010): the click of an offer link,
// and the supplier tasks (a supplier's invitation to a task with its current offer or no-bid), whose table
// this module writes but for the offer's columns (the offers module's).
export { recordClick } from './invitations.service.ts';
export {
  findSupplierTasks,
  findSupplierTasksOf,
  markDeclined,
  type SupplierTaskRecord,
} from './supplier-tasks.queries.ts';
