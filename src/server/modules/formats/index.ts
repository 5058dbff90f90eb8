// What other modules may use of the formats module (docs/decisions/010): the reference prices of earlier
// tenders, which the offers' comparison shows beside today's offers.
export { referencePrices } from './prices.service.ts';
