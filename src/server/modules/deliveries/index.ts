// What other modules may use of the deliveries module (docs/decisions/010): the awarded tasks whose delivery is
// due to be recorded, which the dashboard lists; the printshops' scorecards, which the export carries, and their
// average quality, which the comparison's score weighs. The deliveries table is this module's alone to write. The
// spend report counts a period's deliveries by the scorecard's rule (deliveryCounts, scoreOf).
export { deliveryCounts, unrecordedDeliveries } from './deliveries.queries.ts';
export { qualityAverages, scoreOf, scorecards } from './scorecard.service.ts';
