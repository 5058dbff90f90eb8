/** Calendar dates and instants as people read them. No dependencies: the supplier's page bundles this. */

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let format = map.get(timeZone);
  if (!format) map.set(timeZone, (format = make()));
  return format;
}

/** Today as YYYY-MM-DD in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(now);
}

/** The calendar day `days` after an ISO day (before it when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD -> dd.mm.yyyy, the form people read and type. */
export function toDisplayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** dd.mm.yyyy (or d.m.yyyy) -> YYYY-MM-DD, or null when it is no real day. */
export function fromDisplayDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** An instant as dd.mm.yyyy - hh:mm in a time zone (SPEC §9). */
export function formatDateTime(epochMs: number, timeZone: string): string {
  const format = cached(
    dateTimeFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('de-DE', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const parts = format.formatToParts(new Date(epochMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} - ${get('hour')}:${get('minute')}`;
}
