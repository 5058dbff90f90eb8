// What other modules may use of the invitations module (docs/decisions/010): the click of an offer link,
// and the supplier tasks (a supplier's invitation to a task with its current offer or no-bid), whose table
// this module alone writes; app.ts hands their sums to the task read (Deps.supplierSums).
export { recordClick } from './invitations.service.ts';
export {
  findSupplierSums,
  findSupplierTasks,
  findRankedOffers,
  findSupplierTasksOf,
  markDeclined,
  setCurrentOffers,
  setShown,
  toOffer,
  type NewOffer,
  type Offer,
  type Shown,
  type SupplierTaskKey,
  type SupplierTaskRecord,
} from './supplier-tasks.queries.ts';
