import { addDays } from './dates.ts';
import type { ErrorCode } from './error-codes.ts';

/**
 * Task states, decided by the server only (docs/product.md#task-states):
 * 0 pending (a required field or formats missing) -> 5 ready -> 10 editable (test mail sent)
 * -> 50 sent (invitations went out; changed only by amendments) -> 99 done (an offer accepted), or
 * 50 -> 90 cancelled (ended without an order).
 */
export const TaskState = { pending: 0, ready: 5, editable: 10, sent: 50, cancelled: 90, done: 99 } as const;
export type TaskStateValue = (typeof TaskState)[keyof typeof TaskState];
export const TASK_STATES: TaskStateValue[] = [0, 5, 10, 50, 90, 99];

export type TaskFacts = {
  name: string;
  note: string;
  address: string;
  lettershop: string;
  deliveryDate: string | null;
  deadlineDate: string | null;
  formatCount: number;
  testMailSent: boolean;
  invited: boolean;
  accepted: boolean;
  cancelled: boolean;
};

/** The fields a task needs before it can be sent; the UI marks them. Note and lettershop are optional. */
export function missingFields(t: TaskFacts): string[] {
  const missing: string[] = [];
  for (const key of ['name', 'address'] as const) if (!t[key].trim()) missing.push(key);
  if (!t.deliveryDate) missing.push('deliveryDate');
  if (!t.deadlineDate) missing.push('deadlineDate');
  if (t.formatCount === 0) missing.push('formats');
  return missing;
}

export function decideState(t: TaskFacts): TaskStateValue {
  if (t.accepted) return TaskState.done;
  if (t.cancelled) return TaskState.cancelled;
  if (t.invited) return TaskState.sent;
  if (missingFields(t).length > 0) return TaskState.pending;
  return t.testMailSent ? TaskState.editable : TaskState.ready;
}

export type TaskAction =
  | 'update'
  | 'job'
  | 'testMail'
  | 'inviteAll'
  | 'inviteOne'
  | 'accept'
  | 'amend'
  | 'cancel'
  | 'round'
  | 'auction'
  | 'delete'
  | 'files'
  | 'reminders'
  | 'scoring'
  | 'remind'
  | 'answer';

/** Why something is refused: a code for the UI's text and an English sentence for the API. */
export type Refusal = { code: ErrorCode; message: string; params?: Record<string, string | number> };

const allowed: Record<TaskAction, (s: TaskStateValue) => boolean> = {
  update: (s) => s <= TaskState.editable,
  // The job after the award: its confirmation, proofs and shipments (modules/orders).
  job: (s) => s === TaskState.done,
  testMail: (s) => s === TaskState.ready || s === TaskState.editable,
  inviteAll: (s) => s === TaskState.ready || s === TaskState.editable,
  inviteOne: (s) => s >= TaskState.ready && s <= TaskState.sent,
  accept: (s) => s === TaskState.sent,
  amend: (s) => s === TaskState.sent,
  cancel: (s) => s === TaskState.sent,
  // A best-and-final round (docs/product.md#rounds) while the tender takes offers or waits for its award.
  round: (s) => s === TaskState.sent,
  // A live reverse auction (docs/product.md#auctions) among the printshops with complete offers.
  auction: (s) => s === TaskState.sent,
  delete: (s) => s < TaskState.sent,
  // Documents change until the tender ends; after sending, each change is an amendment.
  files: (s) => s <= TaskState.sent,
  // Reminder settings change until the tender ends; a reminder by hand and an answer decide for themselves.
  reminders: (s) => s < TaskState.cancelled,
  // Weights change until the award: they rank offers, they do not reach the printshops.
  scoring: (s) => s < TaskState.cancelled,
  remind: () => true,
  answer: () => true,
};

/** Why an action is refused in a state, or null when it is allowed. */
export function refusal(action: TaskAction, state: TaskStateValue): Refusal | null {
  if (allowed[action](state)) return null;
  if (action === 'job') return { code: 'NOT_AWARDED', message: 'The order has not been awarded.' };
  if (state === TaskState.pending) {
    return { code: 'TASK_INCOMPLETE', message: 'Fill out every field and add at least one format first.' };
  }
  if (state === TaskState.done)
    return { code: 'TASK_DONE', message: 'An offer has been accepted; the task is closed.' };
  if (state === TaskState.cancelled) return { code: 'TASK_CANCELLED', message: 'The tender was cancelled.' };
  if (action === 'delete')
    return { code: 'CANCEL_INSTEAD', message: 'The invitations went out; cancel the tender instead of deleting it.' };
  if (action === 'update') return { code: 'TASK_SENT', message: 'The invitations went out; amend the task instead.' };
  if (action === 'accept' || action === 'amend' || action === 'cancel' || action === 'round' || action === 'auction')
    return { code: 'TASK_NOT_SENT', message: 'The invitations have not gone out yet.' };
  return {
    code: 'INVITE_ONE_BY_ONE',
    message: 'The invitations went out already; invite further printshops one by one.',
  };
}

/**
 * What decides whether an invitation takes an offer: the task's state and deadline, the printshop not deleted,
 * and once a final round opened (docs/product.md#rounds) the task's round, the printshop's and its answer to it.
 */
export type OfferFacts = {
  state: TaskStateValue;
  deadlineDate: string | null;
  supplierDeleted: boolean;
  taskRound?: number;
  round?: number;
  roundAnswer?: string | null;
};

/** Whether the printshop is in the task's round: everyone invited in round 1, the chosen ones in a final round. */
export const inRound = (t: Pick<OfferFacts, 'taskRound' | 'round'>): boolean => (t.taskRound ?? 1) <= (t.round ?? 1);

/** A final round opened without this printshop (docs/product.md#rounds): the round it was in is closed. */
export const roundClosed = (round: number): Refusal => ({
  code: 'ROUND_CLOSED',
  message: `Round ${round} is closed: the buyer asked a shortlist for final offers. Your offer stays on record.`,
  params: { round },
});

/** One answer per final round: an improved offer, or the offer kept as it stood. */
export const roundAnswered: Refusal = {
  code: 'ROUND_ANSWERED',
  message: 'You have answered the final round already; your answer stands.',
};

/**
 * Offers are taken while the tender is sent (not accepted, not cancelled) and through the whole deadline day
 * (`today` in the workspace's zone); an amendment that moves the deadline reopens it.
 */
export function offersOpen(t: Pick<OfferFacts, 'state' | 'deadlineDate'>, today: string): boolean {
  return t.state === TaskState.sent && (t.deadlineDate === null || today <= t.deadlineDate);
}

/**
 * Why an invitation takes no offer now, or null when it does. No invitation and a deleted printshop get
 * the answer an uninvited one gets (docs/product.md#who-uses-it), which tells nothing.
 */
export function offerRefusal(invitation: OfferFacts | undefined, today: string): Refusal | null {
  if (!invitation || invitation.supplierDeleted) return { code: 'NOT_INVITED', message: 'Sie wurden nicht eingeladen' };
  if (invitation.state === TaskState.done)
    return { code: 'OFFER_ENDED', message: 'An offer has been accepted; the tender has ended.' };
  if (invitation.state === TaskState.cancelled)
    return { code: 'TENDER_CANCELLED', message: 'The tender was cancelled without an order.' };
  if (!inRound(invitation)) return roundClosed(invitation.round ?? 1);
  if (!offersOpen(invitation, today)) return { code: 'OFFER_EXPIRED', message: 'The offer deadline has passed.' };
  if ((invitation.taskRound ?? 1) > 1 && invitation.roundAnswer) return roundAnswered;
  return null;
}

/**
 * Sealed bids stay sealed through the whole deadline day (`today` in the workspace's zone); a sealed task
 * without a deadline stays sealed (it cannot be sent without one).
 */
export const isSealed = (t: { sealed: boolean | number; deadlineDate: string | null }, today: string): boolean =>
  Boolean(t.sealed) && (t.deadlineDate === null || today <= t.deadlineDate);

/** The day a sealed task's offers open (the day after its deadline), or null when it is not sealed now. */
export const openingDay = (t: { sealed: boolean | number; deadlineDate: string | null }, today: string) =>
  isSealed(t, today) && t.deadlineDate !== null ? addDays(t.deadlineDate, 1) : null;
