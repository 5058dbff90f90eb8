import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskState } from '../../../../shared/task-state.ts';
import { TASK_SECTIONS } from '../../../lib/task-sections.ts';
import { renderPage } from '../../../test/render.tsx';
import { SectionBar } from './section-bar.tsx';
import { TaskStateBanner } from './task-state-banner.tsx';

const links = () => within(screen.getByRole('navigation', { name: 'Sections of the task' })).getAllByRole('link');

// docs/product.md#task-page: the bar leads to each section by its own address and marks the one open.
describe('section bar', () => {
  it('links every section in order and marks the current one', async () => {
    await renderPage(<SectionBar taskId="t 1" sections={TASK_SECTIONS} current="questions" />);
    expect(links().map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Offers', '/ua/task/t%201/offers'],
      ['Orders', '/ua/task/t%201/orders'],
      ['Printshops', '/ua/task/t%201/suppliers'],
      ['Questions', '/ua/task/t%201/questions'],
      ['Documents', '/ua/task/t%201/documents'],
      ['Task', '/ua/task/t%201/spec'],
      ['History', '/ua/task/t%201/activity'],
    ]);
    expect(links().filter((l) => l.getAttribute('aria-current') === 'location')).toEqual([
      screen.getByRole('link', { name: 'Questions' }),
    ]);
  });

  it('marks none on the overview, in German', async () => {
    await renderPage(<SectionBar taskId="t1" sections={TASK_SECTIONS} current={null} />, { language: 'de' });
    const bar = screen.getByRole('navigation', { name: 'Bereiche der Anfrage' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Angebote', 'Aufträge', 'Lieferanten', 'Fragen', 'Unterlagen', 'Anfrage', 'Verlauf']);
    expect(within(bar).queryByRole('link', { current: 'location' })).toBeNull();
  });
});

// docs/product.md#task-page: a split award is not "an offer accepted".
describe('state banner after the award', () => {
  it('says one offer was accepted when one printshop won, and that the formats were split otherwise', async () => {
    const { unmount } = await renderPage(
      <TaskStateBanner task={{ state: TaskState.done, missing: [], supplierId: 's1' }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Done — an offer has been accepted');
    unmount();
    await renderPage(<TaskStateBanner task={{ state: TaskState.done, missing: [], supplierId: null }} />, {
      language: 'de',
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Abgeschlossen — die Formate wurden an mehrere Lieferanten vergeben',
    );
  });
});
