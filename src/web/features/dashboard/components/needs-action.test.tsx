import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardActions } from '../../../../shared/schemas/dashboard.ts';
import { renderPage } from '../../../test/render.tsx';
import { NeedsAction } from './needs-action.tsx';

type Action = DashboardActions['items'][number];
const action = (taskId: string, name: string, reason: Action['reason'], count: number): Action => ({
  ...{ taskId, name, reason, count },
  deadlineDate: '2027-03-01',
});

const items = [
  action('t1', 'Mailing Winter', 'questions', 2),
  action('t2', 'Katalog 2027', 'undelivered', 1),
  action('t3', 'Flyer Frühjahr', 'deadlinePassed', 3),
  action('t4', 'Plakat Messe', 'deadlinePassed', 0),
  action('t5', 'Broschüre', 'toConfirm', 2),
  action('t6', 'Beileger', 'draftDue', 2),
];

const section = (name: string) => screen.getByRole('region', { name });
const links = (region: HTMLElement) => within(region).getAllByRole('link');

// docs/product.md#dashboard-and-task-list: one line per task and reason, each a link to the task.
describe('what needs action', () => {
  it('says each reason with its count and links to the task', async () => {
    await renderPage(<NeedsAction items={items} />);
    const region = section('Needs action (6)');
    expect(links(region).map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['2 questions to answerMailing Winter', '/ua/task/t1'],
      ['1 invitation not deliveredKatalog 2027', '/ua/task/t2'],
      ['Offer deadline passed: 3 offers to choose fromFlyer Frühjahr', '/ua/task/t3'],
      ['Offer deadline passed without an offerPlakat Messe', '/ua/task/t4'],
      ['2 confirmations pending after your amendmentBroschüre', '/ua/task/t5'],
      ['Not sent yet, offer deadline in 2 daysBeileger', '/ua/task/t6'],
    ]);
  });

  it('says it in German, a draft’s deadline by its days', async () => {
    const drafts = [
      action('d1', 'Spät', 'draftDue', -1),
      action('d2', 'Heute', 'draftDue', 0),
      action('d3', 'Morgen', 'draftDue', 1),
      action('q', 'Frage', 'questions', 1),
      action('c', 'Stand', 'toConfirm', 1),
    ];
    await renderPage(<NeedsAction items={drafts} />, { language: 'de' });
    expect(
      links(section('Zu erledigen (5)')).map((l) => l.firstElementChild!.nextElementSibling!.firstChild!.textContent),
    ).toEqual([
      'Nicht versendet und die Angebotsfrist ist abgelaufen: bitte neue Frist setzen',
      'Noch nicht versendet, Angebotsfrist heute',
      'Noch nicht versendet, Angebotsfrist morgen',
      '1 Frage zu beantworten',
      '1 Bestätigung nach Ihrer Änderung ausstehend',
    ]);
  });

  it('asks for the delivery of an awarded tender, per winner not recorded', async () => {
    await renderPage(
      <NeedsAction items={[action('a1', 'Katalog', 'deliveryDue', 1), action('a2', 'Flyer', 'deliveryDue', 2)]} />,
    );
    expect(links(section('Needs action (2)')).map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Record the deliveryKatalog', '/ua/task/a1'],
      ['Record the deliveries of 2 printshopsFlyer', '/ua/task/a2'],
    ]);
  });

  it('shows six at first and the rest on demand', async () => {
    const many = Array.from({ length: 8 }, (_, i) => action(`t${i}`, `Mailing ${i}`, 'questions', i + 1));
    const { user } = await renderPage(<NeedsAction items={many} />);
    expect(links(section('Needs action (8)'))).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show all 8' }));
    expect(links(section('Needs action (8)'))).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(links(section('Needs action (8)'))).toHaveLength(6);
  });

  it('says when nothing needs action', async () => {
    await renderPage(<NeedsAction items={[]} />, { language: 'de' });
    expect(within(section('Zu erledigen')).getByText('Im Moment ist nichts zu erledigen.')).toBeTruthy();
  });
});
