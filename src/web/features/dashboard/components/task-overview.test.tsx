import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskOverview } from '../../../../shared/schemas/dashboard.ts';
import { TaskState, type TaskStateValue } from '../../../../shared/task-state.ts';
import { renderPage } from '../../../test/render.tsx';
import { TaskOverviewCard } from './task-overview.tsx';

const overview = (change: Partial<TaskOverview> = {}): TaskOverview => ({
  deadlineDate: '2027-03-01',
  daysLeft: 3,
  opening: null,
  invited: 5,
  opened: 4,
  offered: 2,
  declined: 1,
  questions: 2,
  bestTotal: 123_450,
  bestTotalFlagged: false,
  awarded: null,
  actions: [],
  ...change,
});

const show = (data: TaskOverview, state: TaskStateValue = TaskState.sent, language: 'en' | 'de' = 'en') =>
  renderPage(<TaskOverviewCard task={{ id: 't1', state }} overview={data} />, { language });

// docs/product.md#task-page: the deadline, the best total, the one next action and the counts, each a link.
describe('task overview', () => {
  it('shows the deadline with the days left, the best total and each count as a link to its section', async () => {
    await show(overview());
    const region = screen.getByRole('region', { name: 'Overview' });
    expect(within(region).getByText('01/03/2027')).toBeTruthy();
    expect(within(region).getByText('3 days left')).toBeTruthy();
    expect(within(region).getByText('€1,234.50')).toBeTruthy();
    const counts = within(screen.getByRole('list', { name: 'The printshops so far' })).getAllByRole('link');
    expect(counts.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['5 invited', '/ua/task/t1/suppliers'],
      ['4 opened', '/ua/task/t1/suppliers'],
      ['2 offered', '/ua/task/t1/offers'],
      ['1 declined', '/ua/task/t1/offers'],
      ['2 open questions', '/ua/task/t1/questions'],
    ]);
  });

  it.each([
    ['questions', 2, '2 questions to answer', '/ua/task/t1/questions'],
    ['undelivered', 1, '1 invitation not delivered', '/ua/task/t1/suppliers'],
    ['toConfirm', 3, '3 confirmations pending after your amendment', '/ua/task/t1/suppliers'],
    ['awaitingApproval', 1, 'Award awaiting approval', '/ua/task/t1/offers'],
    ['allOffersIn', 5, 'All 5 offers in: compare and award', '/ua/task/t1/offers'],
    ['deadlinePassed', 2, 'Offer deadline passed: 2 offers to choose from', '/ua/task/t1/offers'],
    ['deadlinePassed', 0, 'Offer deadline passed without an offer', '/ua/task/t1/offers'],
  ] as const)('names the first reason (%s, %i) as the one next action', async (reason, count, text, href) => {
    await show(
      overview({
        actions: [
          { reason, count },
          { reason: 'toConfirm', count: 9 },
        ],
      }),
    );
    expect(screen.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
    expect(screen.queryByText(/9 confirmations/)).toBeNull();
  });

  it('says there is nothing to do when no reason applies, by phase', async () => {
    const { unmount } = await show(overview({ actions: [] }));
    expect(screen.getByText('Wait for offers: nothing needs you now')).toBeTruthy();
    unmount();
    await show(overview({ actions: [] }), TaskState.done);
    expect(screen.getByText('Awarded: nothing needs you now')).toBeTruthy();
  });

  it.each([
    [TaskState.done, 'Awarded: nothing needs you now'],
    [TaskState.cancelled, 'The task ended: nothing needs you now'],
  ] as const)('names no next action once the task is %i, the open questions still a link', async (state, text) => {
    await show(overview({ questions: 1, actions: [{ reason: 'questions', count: 1 }] }), state);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '1 question to answer' })).toBeNull();
    expect(screen.getByRole('link', { name: '1 open question' }).getAttribute('href')).toBe('/ua/task/t1/questions');
  });

  it('once awarded states what the award costs, not the best whole offer, and no days left', async () => {
    const { unmount } = await show(overview({ awarded: 94_000, daysLeft: -3 }), TaskState.done);
    const region = screen.getByRole('region', { name: 'Overview' });
    expect(within(region).getByText('Awarded total incl. delivery')).toBeTruthy();
    expect(within(region).getByText('€940.00')).toBeTruthy();
    expect(within(region).queryByText('€1,234.50')).toBeNull();
    expect(within(region).queryByText('expired')).toBeNull();
    unmount();
    await show(overview({ awarded: 94_000, daysLeft: -3 }), TaskState.done, 'de');
    expect(screen.getByText('Zuschlag gesamt inkl. Lieferkosten')).toBeTruthy();
    expect(screen.getByText('940,00 €')).toBeTruthy();
  });

  it('gives no total while sealed or without a whole offer, and speaks German', async () => {
    const { unmount } = await show(overview({ bestTotal: null, opening: '2027-03-02' }));
    expect(screen.getByText('Sealed until 02/03/2027')).toBeTruthy();
    unmount();
    await show(overview({ bestTotal: null, daysLeft: -1, actions: [{ reason: 'questions', count: 1 }] }), 50, 'de');
    const region = screen.getByRole('region', { name: 'Überblick' });
    expect(within(region).getByText('Noch nicht für jedes Format ein Preis')).toBeTruthy();
    expect(within(region).getByText('abgelaufen')).toBeTruthy();
    expect(within(region).getByRole('link', { name: '1 Frage zu beantworten' }).getAttribute('href')).toBe(
      '/ua/task/t1/questions',
    );
  });

  // docs/product.md#task-page: the best total is the best award, split allowed, and says when it rests on a typo.
  it('names the best award, split allowed, and says when it rests on a price far above the others', async () => {
    const { unmount } = await show(overview({ bestTotal: 98_000_00, bestTotalFlagged: true }));
    const region = screen.getByRole('region', { name: 'Overview' });
    expect(within(region).getByText('Best award incl. delivery, split allowed')).toBeTruthy();
    expect(within(region).getByText('It rests on a price far above the others — typo?')).toBeTruthy();
    unmount();
    await show(overview({ bestTotal: 98_000_00, bestTotalFlagged: true }), 50, 'de');
    expect(screen.getByText('Er beruht auf einem Preis weit über den anderen – Tippfehler?')).toBeTruthy();
  });
});
