import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../../shared/schemas/dashboard.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { renderPage } from '../../../test/render.tsx';
import { TaskCard } from './task-card.tsx';

type Item = Dashboard['items'][number];
const card = (offers: Item['offers'], lowestSum: number | null): Item => ({
  ...{ id: 't1', name: 'Mailing Winter', state: TaskState.sent, deadlineDate: null, daysLeft: null },
  ...{ lowestSum, offers, opening: null, questions: 0, budget: null, overBudget: false, currency: 'EUR' },
});
const meter = (name: RegExp) => screen.getByRole('meter', { name });

// docs/product.md#offers-and-ranks: a partial offer is never the lowest; its bar says what it is.
describe('a dashboard card with partial offers', () => {
  it('names a partial offer and colours only the lowest offer for every format', async () => {
    const offers = [
      { name: 'Druck Alpha', sum: 767_500, complete: true },
      { name: 'Tlač Charlie', sum: 290_000, complete: false },
    ];
    await renderPage(<TaskCard item={card(offers, 767_500)} />);
    const lowest = screen.getByRole('group', { name: 'Lowest offer incl. delivery' });
    expect(lowest.textContent).toContain('€7,675.00');
    expect(meter(/^Druck Alpha$/)).toBeTruthy();
    expect(meter(/^Tlač Charlie \(partial offer\)$/).firstElementChild!.getAttribute('class')).not.toBe(
      meter(/^Druck Alpha$/).firstElementChild!.getAttribute('class'),
    );
  });

  it('says that no offer covers every format yet, in German too', async () => {
    const offers = [{ name: 'Tlač Charlie', sum: 290_000, complete: false }];
    await renderPage(<TaskCard item={card(offers, null)} />, { language: 'de' });
    expect(screen.getByText('Noch kein Angebot für alle Formate')).toBeTruthy();
    expect(screen.queryByText('0,00 €')).toBeNull();
    expect(meter(/^Tlač Charlie \(Teilangebot\)$/)).toBeTruthy();
  });
});

// docs/product.md#rounds: a final round's deadline is named as the round's.
describe('a dashboard card in a final round', () => {
  it('says until when the final round runs, in English and German', async () => {
    const item = { ...card([], null), deadlineDate: '2027-03-05', daysLeft: 3 };
    const { unmount } = await renderPage(<TaskCard item={{ ...item, round: 2 }} />);
    expect(screen.getByText('Final round until 05/03/2027')).toBeTruthy();
    expect(screen.queryByText(/Offer deadline/)).toBeNull();
    unmount();
    await renderPage(<TaskCard item={{ ...item, round: 2 }} />, { language: 'de' });
    expect(screen.getByText('Finalrunde bis 05.03.2027')).toBeTruthy();
    unmount();
    await renderPage(<TaskCard item={item} />);
    expect(screen.getByText('Offer deadline 05/03/2027')).toBeTruthy();
  });
});
