// What other modules may use of the offers module (docs/decisions/026): what an offer is. Its stored prices read
// and written, its standing against the task's formats as they are (current per format, to confirm, complete,
// landed), the history and places kept with it, and the conditions other modules' queries count offers by. The
// offer's columns of supplierTasks and the offerRevisions table are this module's alone to name.
export {
  awaitsConfirmation,
  findRankedOffers,
  formatRevisionsOf,
  hasCurrentOffer,
  markRanked,
  offerColumns,
  offerHistory,
  rankedSince,
  saveOfferRevisions,
  setCurrentOffers,
  setShown,
  standingColumns,
  toKeptStanding,
  storedOfferColumns,
  toShown,
  type OfferRevision,
  type Shown,
  type SupplierTaskKey,
} from './offers.queries.ts';
export { bestAwardOf, offersOfTasks, restandOffers, supplierSums } from './offers.service.ts';
export { awardedInTaskCurrency, inTaskCurrency } from './converted.ts';
export { currentSum, ranked, standing } from './standing.ts';
export { rateFor, termsOf, toOffer, type Offer } from './stored-offer.ts';
export { answerRound, roundColumns, roundOfferOf, startRound, type RoundAnswer } from './rounds.queries.ts';
export { completeOfferSql } from './weighed.queries.ts';
