import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaskSummary } from '../../../../shared/schemas/tasks.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { renderPage } from '../../../test/render.tsx';
import { TasksPage } from '../routes/tasks-page.tsx';
import { TaskCards } from './task-cards.tsx';
import { TaskTable } from './task-table.tsx';

const today = new Date().toISOString().slice(0, 10);
const day = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);
const task = (change: Partial<TaskSummary>): TaskSummary => ({
  ...{ id: 't1', name: 'Herbstmailing', note: '', state: TaskState.sent, deadlineDate: day(3), formatCount: 2 },
  ...{
    invited: 5,
    offers: 3,
    lowestSum: 35_050,
    awarded: null,
    daysLeft: 3,
    opening: null,
    winners: [],
    currency: 'EUR',
  },
  ...change,
});
const tasks = [
  task({}),
  task({ id: 't2', name: 'Katalog', state: TaskState.done, daysLeft: -2, deadlineDate: day(-2) }),
  task({
    ...{ id: 't3', name: 'Geteilt', state: TaskState.done, awarded: 31_200, currency: 'CZK' },
    winners: ['Druck Alpha', 'Print Bravo', 'Tlačiareň Charlie s.r.o.'],
  }),
  task({ id: 't4', name: 'Versiegelt', lowestSum: null, opening: day(4), offers: 1 }),
  task({ id: 't5', name: 'Vorbei', daysLeft: -2, deadlineDate: day(-2) }),
  task({ id: 't6', name: 'Entwurf', state: TaskState.ready, invited: 0, offers: 0, lowestSum: null }),
];
const noop = () => {};
// The page listens for live changes; jsdom has no EventSource, and these tests send none.
class SilentSource {
  static CLOSED = 2;
  readyState = 0;
  onerror = null;
  addEventListener = noop;
  close = noop;
}
const empty = {
  'GET /tasks': { items: [], next: null },
  'GET /tasks/defaults': { address: '', lang: 'de', currency: 'EUR' },
};

describe('the task list', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', SilentSource);
    return () => vi.unstubAllGlobals();
  });

  it('shows one line per task: state chip, offers of invited, best total, deadline with days left, winners', async () => {
    await renderPage(<TaskTable tasks={tasks} onDelete={noop} />);
    const table = screen.getByRole('table', { name: 'Your tasks' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Herbstmailing')).getByRole('link', { name: 'Herbstmailing' }).getAttribute('href')).toBe(
      '/ua/task/t1',
    );
    expect(row('Herbstmailing').textContent).toMatch(/Open3 \/ 5€350\.50.*in 3 days/);
    expect(row('Katalog').textContent).toContain('Awarded');
    // An awarded tender shows what its award costs, not the best offer's total, and every winner, whole.
    // In the task's currency, as the server adds it up.
    expect(row('Geteilt').textContent).toMatch(/CZK\s312\.00/);
    expect(row('Geteilt').textContent).not.toContain('€350.50');
    const winners = within(row('Geteilt')).getByText('Druck Alpha, Print Bravo, Tlačiareň Charlie s.r.o.');
    expect(getComputedStyle(winners).textOverflow).not.toBe('ellipsis');
    expect(row('Versiegelt').textContent).toContain('Sealed until');
    expect(row('Vorbei').textContent).toMatch(/Deadline passed.*2 days ago/);
    expect(row('Entwurf').textContent).toMatch(/Ready0 \/ 0—/);
    // Only a task not sent yet can be deleted here; every task can be copied.
    expect(within(row('Entwurf')).getByRole('button', { name: 'Delete Entwurf' })).toBeTruthy();
    expect(within(row('Herbstmailing')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row('Herbstmailing')).getByRole('button', { name: 'Copy Herbstmailing' })).toBeTruthy();
  });

  it('shows a card per task on a narrow screen, the deadline too, in German', async () => {
    await renderPage(<TaskCards tasks={tasks} onDelete={noop} />, { language: 'de' });
    const list = screen.getByRole('list', { name: 'Ihre Anfragen' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(card.textContent).toContain('Angebotsfrist:');
    expect(card.textContent).toContain('in 3 Tagen');
    expect(card.textContent).toContain('3 / 5');
    expect(card.textContent).toMatch(/350,50\s€/);
    expect(card.textContent).toContain('Offen');
    expect(within(list).getAllByRole('listitem')[4]!.textContent).toContain('Frist abgelaufen');
  });

  // docs/product.md#rounds: a final round's deadline is named as the round's.
  it('names a final round’s deadline in the table and the cards, in English and German', async () => {
    const final = [task({ id: 't7', name: 'Finale', round: 2, deadlineDate: '2027-03-05', daysLeft: 3 })];
    const { unmount } = await renderPage(<TaskTable tasks={final} onDelete={noop} />);
    const row = within(screen.getByRole('table', { name: 'Your tasks' })).getByRole('row', { name: /^Finale/ });
    expect(row.textContent).toContain('Final round until 05/03/2027 · in 3 days');
    unmount();
    await renderPage(<TaskCards tasks={final} onDelete={noop} />, { language: 'de' });
    const card = within(screen.getByRole('list', { name: 'Ihre Anfragen' })).getAllByRole('listitem')[0]!;
    expect(card.textContent).toContain('Finalrunde bis 05.03.2027 · in 3 Tagen');
  });

  it('keeps the filters in the address and says when no task matches, with a way back to all', async () => {
    const { user, router } = await renderPage(<TasksPage />, {
      path: '/ua/task?state=sent&deadline=week',
      api: empty,
    });
    expect(await screen.findByText('No task matches')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('sent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Name A–Z');
    expect(router.state.location.search).toBe('?state=sent&deadline=week&sort=name');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Ready');
    expect(router.state.location.search).toBe('?state=ready&state=editable&deadline=week&sort=name');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Äpfel');
    // An order picked while the search waits for typing to pause stays when the search lands.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Name Z–A');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Äpfel'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-name');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    // Unfiltered and still empty: a new workspace's list, not a search that found nothing.
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
  });

  it('invites a first task when the workspace has none, without filters', async () => {
    await renderPage(<TasksPage />, { path: '/ua/task', api: empty });
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('button', { name: 'New task' })).toBeTruthy();
  });
});
