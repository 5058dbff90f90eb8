// What other modules may use of the events module (docs/decisions/010): record a staff action on a task, or on
// the workspace itself, in the action's transaction; or what happened without one (an auction's bids and end).
export { recordEvent, recordTaskEvent, recordWorkspaceEvent } from './events.service.ts';
