// What other modules use of the imports module (docs/decisions/034): the routes of an import (upload, preview,
// confirm, template) and the reading of a spreadsheet's rows by their headers. Each module writes its own records.
export { importRoutes } from './import.routes.ts';
export { problem, readSheet, type ImportColumn, type Sheet } from './columns.ts';
export { countsOf, repeatedIn, settle, type Planned } from './settle.ts';
