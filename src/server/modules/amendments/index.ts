// What other modules may use of the amendments module (docs/decisions/010): documents added to or removed
// from a sent task are an amendment, mailed to every invited supplier.
export { amendDocuments } from './amendments.service.ts';
