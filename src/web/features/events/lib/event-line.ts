import { SUPPLIER_EVENT_KINDS, type TaskEvent, type TaskEventKind } from '../../../../shared/schemas/events.ts';
import { en } from '../i18n/en.ts';
import type { EventsTextKey } from '../i18n/texts.ts';

export type Side = 'staff' | 'supplier';
export type EventFilter = 'all' | Side;

/** A text of the feature with its values, to be put through `ft` by the component. */
export type Text = { key: EventsTextKey; values?: Record<string, string | number> };

/** What one line of the history says: the sentence, and below it a message, question, reason or total. */
export type EventLine = { text: Text; detail: Text | null };

const supplierKinds: readonly string[] = SUPPLIER_EVENT_KINDS;
export const sideOf = (kind: TaskEventKind): Side => (supplierKinds.includes(kind) ? 'supplier' : 'staff');

export const filterEvents = <E extends Pick<TaskEvent, 'kind'>>(events: E[], filter: EventFilter): E[] =>
  filter === 'all' ? events : events.filter((e) => sideOf(e.kind) === filter);

/** Who did it: the staff member or the printshop; null when the record no longer names them. */
export const actorOf = (e: Pick<TaskEvent, 'kind' | 'staff' | 'supplier'>): { side: Side; name: string | null } => {
  const side = sideOf(e.kind);
  return { side, name: (side === 'staff' ? e.staff : e.supplier) || null };
};

type FieldName = keyof typeof en.fields;
/** The text key of a task field an update names; null for a field this list does not know (shown as named). */
export const fieldKey = (name: string): EventsTextKey | null =>
  Object.hasOwn(en.fields, name) ? `fields.${name as FieldName}` : null;

type Formatters = {
  money: (cents: number) => string;
  field: (name: string) => string;
  date?: (iso: string) => string;
  count?: (n: number) => string;
};

/** The offers that replace an earlier offer of the same printshop, in a list newest first. */
export function laterOffers<E extends Pick<TaskEvent, 'kind' | 'supplierId'>>(events: E[]): Set<E> {
  const offered = new Set<string>();
  const later = new Set<E>();
  for (const e of events.toReversed()) {
    if (e.kind !== 'offered' || e.supplierId === null) continue;
    if (offered.has(e.supplierId)) later.add(e);
    else offered.add(e.supplierId);
  }
  return later;
}

const quoted = (key: EventsTextKey, subject: string | null): Text | null =>
  subject ? { key, values: { text: subject } } : null;

/** A staff event about one printshop names it; about several, counts them. */
const toWhom = (e: TaskEvent, one: EventsTextKey, many: EventsTextKey, plain: EventsTextKey): Text =>
  e.supplier !== null
    ? { key: one, values: { supplier: e.supplier } }
    : e.count !== null
      ? { key: many, values: { count: e.count } }
      : { key: plain };

// A send's names below its sentence, as many as a line reads at a glance; the rest counted.
const NAMES_SHOWN = 10;

/** Whom a send to several printshops invited (one is named in the sentence already); null for older sends. */
function invitedOf(e: TaskEvent): Text | null {
  if (e.invited.length < 2) return null;
  const names = e.invited.slice(0, NAMES_SHOWN).join(', ');
  const more = e.invited.length - NAMES_SHOWN;
  return more > 0
    ? { key: 'details.invitedMore', values: { names, count: more } }
    : { key: 'details.invited', values: { names } };
}

/**
 * An event in plain words (the audit trail); an amendment's or update's changes are listed apart.
 * `later`: an offer that replaces the printshop's earlier one (see `laterOffers`).
 */
export function eventLine(e: TaskEvent, f: Formatters, { later = false } = {}): EventLine {
  const subject = e.subject ?? '–';
  const line = (key: EventsTextKey, values?: Text['values'], detail: Text | null = null): EventLine => ({
    text: { key, values },
    detail,
  });
  switch (e.kind) {
    case 'created':
      return line('kinds.created');
    case 'copied':
      return line('kinds.copied', { subject });
    case 'updated':
      return e.fields.length
        ? line('kinds.updated', { fields: e.fields.map(f.field).join(', ') })
        : line('kinds.updatedPlain');
    case 'amended':
      return line('kinds.amended', undefined, quoted('details.message', e.subject));
    case 'test-mail':
      return line('kinds.testMail');
    case 'sent':
      return { text: toWhom(e, 'kinds.sentOne', 'kinds.sent', 'kinds.sentPlain'), detail: invitedOf(e) };
    case 'reminded':
      return { text: toWhom(e, 'kinds.remindedOne', 'kinds.reminded', 'kinds.remindedPlain'), detail: null };
    case 'reminder-settings':
      return e.fields.length
        ? line('kinds.reminderSettingsOf', { fields: e.fields.map(f.field).join(', ') })
        : line('kinds.reminderSettings');
    case 'answered':
      return {
        text: toWhom(e, 'kinds.answeredOne', 'kinds.answered', 'kinds.answered'),
        detail: quoted('details.question', e.subject),
      };
    case 'awarded':
      // Its subject is the buyer's reason for other than the lowest price or the best score (docs/product.md#scoring).
      return {
        text: toWhom(e, 'kinds.awardedOne', 'kinds.awarded', 'kinds.awardedPlain'),
        detail:
          e.amount !== null
            ? e.subject
              ? { key: 'details.totalReason', values: { amount: f.money(e.amount), text: e.subject } }
              : { key: 'details.total', values: { amount: f.money(e.amount) } }
            : quoted('details.awardReason', e.subject),
      };
    case 'award-requested':
      return {
        text: { key: 'kinds.awardRequested' },
        detail: e.amount !== null ? { key: 'details.total', values: { amount: f.money(e.amount) } } : null,
      };
    case 'award-approved':
      return {
        text: { key: 'kinds.awardApproved', values: { subject } },
        detail: e.amount !== null ? { key: 'details.total', values: { amount: f.money(e.amount) } } : null,
      };
    case 'award-rejected':
      return line('kinds.awardRejected', undefined, quoted('details.message', e.subject));
    case 'award-withdrawn':
      return line('kinds.awardWithdrawn', { subject });
    case 'cancelled':
      return line('kinds.cancelled', undefined, quoted('details.message', e.subject));
    case 'round-opened':
      return line('kinds.roundOpened', { names: e.invited.join(', ') }, quoted('details.message', e.subject));
    case 'auction-set':
      return line('kinds.auctionSet', { subject }, invitedOf(e));
    case 'auction-bid':
      return line(
        'kinds.auctionBid',
        { supplier: e.supplier ?? '–' },
        e.amount !== null ? { key: 'details.total', values: { amount: f.money(e.amount) } } : null,
      );
    case 'auction-ended':
      return line(
        'kinds.auctionEnded',
        { count: e.count ?? 0 },
        e.amount !== null ? { key: 'details.total', values: { amount: f.money(e.amount) } } : null,
      );
    case 'file-added':
      return line('kinds.fileAdded', { subject });
    case 'file-removed':
      return line('kinds.fileRemoved', { subject });
    case 'format-stored':
      return line('kinds.formatStored', { subject });
    case 'delivered':
      return {
        text:
          e.supplier !== null
            ? { key: 'kinds.deliveredOne', values: { supplier: e.supplier } }
            : { key: 'kinds.delivered' },
        detail: quoted('details.note', e.subject),
      };
    case 'invoice-released':
      return line('kinds.invoiceReleased', { supplier: e.supplier ?? '–' });
    case 'invoice-disputed':
      return line('kinds.invoiceDisputed', { supplier: e.supplier ?? '–' }, quoted('details.reason', e.subject));
    case 'invoiced':
      return line('kinds.invoiced', { subject });
    case 'opened':
      return line('kinds.opened');
    case 'clicked':
      return line('kinds.clicked');
    case 'downloaded':
      return e.subject ? line('kinds.downloaded', { subject }) : line('kinds.downloadedPlain');
    case 'offered':
      return e.amount !== null
        ? line(later ? 'kinds.offeredAgain' : 'kinds.offered', { amount: f.money(e.amount) })
        : line(later ? 'kinds.offeredAgainPlain' : 'kinds.offeredPlain');
    case 'declined':
      return line('kinds.declined', undefined, quoted('details.reason', e.subject));
    case 'asked':
      return line('kinds.asked', undefined, quoted('details.question', e.subject));
    case 'order-confirmed':
      return line('kinds.orderConfirmed', { subject });
    case 'proof-uploaded':
      return line('kinds.proofUploaded', { subject, count: e.count ?? 1 });
    case 'shipped':
      return line('kinds.shipped', { subject });
    case 'proof-approved':
      return line('kinds.proofApproved', { subject, supplier: e.supplier ?? '–', count: e.count ?? 1 });
    case 'proof-changes':
      return line('kinds.proofChanges', { subject, supplier: e.supplier ?? '–', count: e.count ?? 1 });
  }
}

const DAY_FIELDS = new Set(['remindDays', 'unopenedDays']);

/** A stored value as a reader reads it: a date in its format, a switch as yes or no, days as days. */
function valueText(field: string, value: string | null, f: Formatters): Text | string {
  if (DAY_FIELDS.has(field))
    return value === null ? { key: 'values.off' } : { key: 'values.days', values: { count: Number(value) } };
  if (value === null || value === '') return '–';
  if (value === 'true' || value === 'false') return { key: value === 'true' ? 'values.yes' : 'values.no' };
  if (/^\d{4}-\d\d-\d\d$/.test(value) && f.date) return f.date(value);
  return value;
}

/**
 * The lines below an event's sentence: each field an update or a settings change gave a new value (old → new),
 * and what an award ordered per format. `read` puts a text through the feature's translations.
 */
export function valueLines(e: TaskEvent, f: Formatters, read: (text: Text) => string): string[] {
  const show = (field: string, value: string | null) => {
    const text = valueText(field, value, f);
    return typeof text === 'string' ? text : read(text);
  };
  return [
    ...e.values.map((v) =>
      read({
        key: 'values.change',
        values: { field: f.field(v.field), old: show(v.field, v.old), new: show(v.field, v.new) },
      }),
    ),
    ...e.awards.map((a) =>
      read({
        key: a.alternative ? 'values.awardAlternative' : 'values.award',
        values: {
          format: a.format,
          supplier: a.supplier,
          count: f.count ? f.count(a.count) : String(a.count),
          alternative: a.alternative ?? '',
        },
      }),
    ),
  ];
}
