// What other modules may use of the events module (docs/decisions/010): record a staff action on a task in
// the action's transaction.
export { recordEvent } from './events.service.ts';
