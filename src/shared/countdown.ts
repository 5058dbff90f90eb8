/** A countdown reads whole seconds: its clock ticks once a second. */
export const TICK_MS = 1000;

/**
 * The time left until `at` (epoch ms) as a clock reads it, "1:05:09" or "4:07" under an hour; "0:00" once
 * past. No zod, no Intl: the printshop's page and the staff's auction panel both tick with it each second.
 */
export function countdown(at: number, now: number): string {
  const left = Math.max(0, Math.ceil((at - now) / TICK_MS));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
