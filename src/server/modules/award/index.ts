// What other modules may use of the award module (docs/decisions/010): what a task's award ordered, which
// the offer page and the comparison show, and what it costs, which the task's overview shows; the awards table
// is this module's alone to write.
export { findAwards, type NewAward } from './award.queries.ts';
export { awardedTotal } from './awarded-total.ts';
