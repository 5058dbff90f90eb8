// What other modules may use of the comparison module (docs/decisions/010): the comparison as staff see it,
// which the exports write out as they are.
export { compareOffers } from './comparison.service.ts';
