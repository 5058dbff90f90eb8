import { describe, expect, it } from 'vitest';
import { isOnItsWay, isPlanned } from './mail-log.ts';

const now = 1_800_000_000_000;

describe('the mail log', () => {
  it('tells a reminder planned for later from a mail on its way', () => {
    const planned = { state: 'queued', dueAt: now + 60_000 } as const;
    expect([isPlanned(planned, now), isOnItsWay(planned, now)]).toEqual([true, false]);
  });

  it('counts a queued mail without a due time, or one that is due, as on its way', () => {
    for (const dueAt of [null, now - 1, now]) {
      const mail = { state: 'queued', dueAt } as const;
      expect([isPlanned(mail, now), isOnItsWay(mail, now)]).toEqual([false, true]);
    }
  });

  it('counts sent and failed mails as neither', () => {
    for (const state of ['sent', 'failed'] as const) {
      expect([isPlanned({ state, dueAt: now + 1 }, now), isOnItsWay({ state, dueAt: null }, now)]).toEqual([
        false,
        false,
      ]);
    }
  });
});
