// What other modules may use of the events module (docs/decisions/010): record a staff action on a task, or on
// the workspace itself, in the action's transaction.
export { recordEvent, recordWorkspaceEvent } from './events.service.ts';
