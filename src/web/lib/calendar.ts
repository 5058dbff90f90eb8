import { todayIn } from '../../shared/dates.ts';

/**
 * One calendar for the whole app (docs/product.md#languages): days left, expiries and "today" are counted in
 * the workspace's time zone (the server's `TIME_ZONE`), as the server's rules count them, whatever the
 * browser's. The session's answer sets it before any signed-in page renders; until then the browser's counts.
 */
let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The workspace's time zone, as the last session answer gave it. */
export const workspaceZone = (): string => zone;

export function setWorkspaceZone(timeZone: string): void {
  zone = timeZone;
}

/** Today in the workspace, YYYY-MM-DD (or the workspace's day of the instant `at`). */
export const workspaceDay = (at?: number): string => todayIn(zone, at === undefined ? undefined : new Date(at));
