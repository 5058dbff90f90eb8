// What other modules may use of the formats module (docs/decisions/010): the reference prices of earlier
// tenders, which the offers' comparison shows beside today's offers, and a new stored format, which a task
// saves one of its free formats as.
export { storeFormat } from './formats.service.ts';
export { referencePrices } from './prices.service.ts';
