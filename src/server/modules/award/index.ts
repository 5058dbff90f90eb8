// What other modules may use of the award module (docs/decisions/010): what a task's award ordered and its order
// numbers, which the offer page and the comparison show, and what it costs, which the task's overview shows; the withdrawal of
// an award waiting for approval, which a cancellation makes (handed over as Deps.withdrawAwardRequest). The
// awards, awardFigures and awardRequests tables are this module's alone to write.
export { findAwards, type NewAward } from './award.queries.ts';
export { awardedTotal } from './awarded-total.ts';
export { withdrawRequest } from './withdraw-request.ts';
export { orderNumbersOf } from './order-numbers.queries.ts';
