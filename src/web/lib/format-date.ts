import { formatDateTime } from '../../shared/dates.ts';

const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment as dd.mm.yyyy - hh:mm (SPEC.md §9) in the reader's own time zone. */
export const formatLocalDateTime = (epochMs: number) => formatDateTime(epochMs, browserTimeZone);
