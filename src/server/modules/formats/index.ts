// What other modules may use of the formats module (docs/decisions/010): the reference prices of earlier
// tenders, which the offers' comparison shows beside today's offers, and a new stored format, which a task
// saves one of its free formats as; and the column a structured spec is kept in, the same in a task's formats.
export { storeFormat } from './formats.service.ts';
export { assertVersionNames, parseSpec, parseVersions, specColumn, versionsColumn } from './spec-column.ts';
export { referencePrices } from './prices.service.ts';
