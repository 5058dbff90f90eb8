const two = (n: number) => String(n).padStart(2, '0');

/** A moment as SPEC.md §9 shows dates with times: day.month.year - hours:minutes, in the browser's time zone. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} - ${two(d.getHours())}:${two(d.getMinutes())}`;
}
