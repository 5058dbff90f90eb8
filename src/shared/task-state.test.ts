import { describe, expect, it } from 'vitest';
import {
  decideState,
  isSealed,
  openingDay,
  missingFields,
  offerRefusal,
  offersOpen,
  refusal,
  TASK_STATES,
  TaskState,
  type OfferFacts,
  type TaskAction,
  type TaskFacts,
  type TaskStateValue,
} from './task-state.ts';

const complete: TaskFacts = {
  name: 'Mailing Q1',
  note: 'Bitte mit Muster',
  address: 'Lieferweg 1',
  lettershop: 'Lettershop Nord',
  deliveryDate: '2027-03-01',
  deadlineDate: '2027-02-01',
  formatCount: 2,
  testMailSent: false,
  invited: false,
  accepted: false,
  cancelled: false,
};

describe('decideState', () => {
  it.each<[string, Partial<TaskFacts>, TaskStateValue]>([
    ['complete', {}, 5],
    ['complete, test mail sent', { testMailSent: true }, 10],
    ['name missing', { name: ' ' }, 0],
    ['no note (optional)', { note: '' }, 5],
    ['address missing', { address: '' }, 0],
    ['no lettershop (optional)', { lettershop: '' }, 5],
    ['delivery date missing', { deliveryDate: null }, 0],
    ['deadline missing', { deadlineDate: null }, 0],
    ['no formats', { formatCount: 0 }, 0],
    ['incomplete after a test mail', { testMailSent: true, address: '' }, 0],
    ['invited', { testMailSent: true, invited: true }, 50],
    ['invited without a test mail', { invited: true }, 50],
    ['accepted', { invited: true, accepted: true }, 99],
    ['cancelled', { invited: true, cancelled: true }, 90],
  ])('%s -> %i', (_, change, state) => {
    expect(decideState({ ...complete, ...change })).toBe(state);
  });

  it('names the missing fields', () => {
    expect(missingFields({ ...complete, address: '', formatCount: 0 })).toEqual(['address', 'formats']);
    expect(missingFields({ ...complete, note: '', lettershop: '' })).toEqual([]);
  });
});

describe('refusal', () => {
  // Each row: action -> the states in which it is allowed. Every state and action is checked.
  const allowedIn: Record<TaskAction, TaskStateValue[]> = {
    update: [0, 5, 10],
    testMail: [5, 10],
    inviteAll: [5, 10],
    inviteOne: [5, 10, 50],
    accept: [50],
    amend: [50],
    cancel: [50],
    round: [50],
    auction: [50],
    delete: [0, 5, 10],
    files: [0, 5, 10, 50],
    reminders: [0, 5, 10, 50],
    scoring: [0, 5, 10, 50],
    remind: [0, 5, 10, 50, 90, 99],
    answer: [0, 5, 10, 50, 90, 99],
    job: [99],
  };
  for (const [action, states] of Object.entries(allowedIn) as [TaskAction, TaskStateValue[]][]) {
    for (const state of TASK_STATES) {
      const allowed = states.includes(state);
      it(`${action} at ${state}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const answer = refusal(action, state);
        if (allowed) expect(answer).toBeNull();
        else expect(answer).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      });
    }
  }

  it('says why: incomplete, sent, done', () => {
    expect(refusal('inviteAll', 0)?.code).toBe('TASK_INCOMPLETE');
    expect(refusal('update', 50)?.code).toBe('TASK_SENT');
    expect(refusal('inviteOne', 99)?.code).toBe('TASK_DONE');
  });
});

describe('offerRefusal', () => {
  const open = { state: TaskState.sent, deadlineDate: '2027-02-01', supplierDeleted: false };
  it.each<[string, OfferFacts | undefined, string, string | null]>([
    ['open, before the deadline', open, '2027-01-31', null],
    ['open on the deadline day', open, '2027-02-01', null],
    ['after the deadline day', open, '2027-02-02', 'OFFER_EXPIRED'],
    ['without a deadline', { ...open, deadlineDate: null }, '2099-01-01', null],
    ['accepted', { ...open, state: TaskState.done }, '2027-01-01', 'OFFER_ENDED'],
    ['accepted and past the deadline', { ...open, state: TaskState.done }, '2028-01-01', 'OFFER_ENDED'],
    ['no invitation', undefined, '2027-01-01', 'NOT_INVITED'],
    ['printshop deleted', { ...open, supplierDeleted: true }, '2027-01-01', 'NOT_INVITED'],
  ])('%s', (_, invitation, today, code) => {
    expect(offerRefusal(invitation, today)?.code ?? null).toBe(code);
    expect(offersOpen(invitation ?? open, today)).toBe(code === null || code === 'NOT_INVITED');
  });
});

describe('sealed bids', () => {
  it('stay sealed through the deadline day and open the day after', () => {
    const task = { sealed: 1, deadlineDate: '2027-01-15' };
    expect([isSealed(task, '2027-01-15'), openingDay(task, '2027-01-15')]).toEqual([true, '2027-01-16']);
    expect([isSealed(task, '2027-01-16'), openingDay(task, '2027-01-16')]).toEqual([false, null]);
    expect(isSealed({ ...task, sealed: 0 }, '2027-01-01')).toBe(false);
    expect([
      isSealed({ sealed: true, deadlineDate: null }, '2027-01-01'),
      openingDay({ sealed: true, deadlineDate: null }, '2027-01-01'),
    ]).toEqual([true, null]);
  });
});
