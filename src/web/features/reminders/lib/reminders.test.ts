import { describe, expect, it } from 'vitest';
import { testSupplierTask } from '../../../test/supplier-tasks.ts';
import { awaitingConfirmation, reminderRecipients, ReminderFormSchema, toReminderForm } from './reminders.ts';

const row = testSupplierTask;

describe('reminderRecipients', () => {
  it('takes the invited printshops that neither offered nor declined, and those with prices to confirm', () => {
    const rows = [
      row({ supplierId: 'waiting' }),
      row({ supplierId: 'opened', mailState: 'opened' }),
      row({ supplierId: 'failed', mailState: 'failed' }),
      row({ supplierId: 'offered', sum: 12_000, offeredAt: 5 }),
      row({ supplierId: 'offered, sealed', sum: null, offeredAt: 5 }),
      row({ supplierId: 'declined', declined: { reason: 'No capacity', at: 2 } }),
      row({ supplierId: 'not invited', mailState: 'pending', sentAt: null }),
      row({ supplierId: 'deleted', deleted: true }),
      row({ supplierId: 'to confirm', sum: 5_000, offeredAt: 5, stale: true, staleFormats: ['flyer'] }),
      row({ supplierId: 'to confirm, deleted', offeredAt: 5, stale: true, staleFormats: ['flyer'], deleted: true }),
    ];
    expect(reminderRecipients(rows).map((r) => r.supplierId)).toEqual(['waiting', 'opened', 'failed', 'to confirm']);
    expect(awaitingConfirmation(rows).map((r) => r.supplierId)).toEqual(['to confirm']);
  });
});

describe('the reminder form', () => {
  it('shows a task’s settings, and the default days for one switched off', () => {
    expect(toReminderForm({ remindDays: 5, unopenedDays: null })).toEqual({
      remindOn: true,
      remindDays: '5',
      unopenedOn: false,
      unopenedDays: '3',
    });
  });

  it('sends the days of a reminder switched on and null for one switched off', () => {
    const values = { remindOn: true, remindDays: ' 4 ', unopenedOn: false, unopenedDays: 'x' };
    expect(ReminderFormSchema.parse(values)).toEqual({ remindDays: 4, unopenedDays: null });
  });

  it('says under the field what is wrong with the days', () => {
    const issues = (remindDays: string) =>
      ReminderFormSchema.safeParse({
        remindOn: true,
        remindDays,
        unopenedOn: true,
        unopenedDays: '3',
      }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues('')).toEqual([['remindDays', 'required']]);
    expect(issues('2.5')).toEqual([['remindDays', 'wholeNumber']]);
    expect(issues('0')).toEqual([['remindDays', expect.stringMatching(/^tooSmall/)]]);
    expect(issues('61')).toEqual([['remindDays', expect.stringMatching(/^tooLarge/)]]);
  });
});
