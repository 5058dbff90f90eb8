import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffLanguage } from '../../../../shared/languages.ts';
import { addDays } from '../../../../shared/dates.ts';
import { workspaceDay } from '../../../lib/calendar.ts';
import { renderPage } from '../../../test/render.tsx';
import { testSupplierTask } from '../../../test/supplier-tasks.ts';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { ReminderSection } from './reminder-section.tsx';

// After the flyer's quantity changed: Alpha priced both formats, Beta the flyer alone, Gamma the letter alone.
const task = testTask({
  id: 't1',
  state: 50,
  deadlineDate: addDays(workspaceDay(), 5),
  remindDays: 2,
  unopenedDays: 3,
  formats: [testFormat({ id: 'flyer', title: 'Flyer A5', revision: 2 }), testFormat({ id: 'letter', title: 'Letter' })],
});
const offered = { mailState: 'opened' as const, offeredAt: 1, sum: 50_000 };
const rows = [
  testSupplierTask({ supplierId: 'a', name: 'Druck Alpha', ...offered, stale: true, staleFormats: ['flyer'] }),
  testSupplierTask({
    supplierId: 'b',
    name: 'Print Beta',
    ...offered,
    sum: null,
    stale: true,
    staleFormats: ['flyer'],
  }),
  testSupplierTask({ supplierId: 'c', name: 'Gamma Tlač', ...offered }),
  testSupplierTask({ supplierId: 'd', name: 'Delta Druck' }),
];

const render = (language: StaffLanguage, sent: unknown[] = []) =>
  renderPage(<ReminderSection task={task} />, {
    language,
    api: {
      'GET /tasks/t1/suppliers': { items: rows, previous: null, copiedFrom: null },
      'POST /tasks/t1/reminders/send': (body: unknown) => {
        sent.push(body);
        return { queued: 2, code: 'REMINDER_SENT', message: 'Reminder sent' };
      },
    },
  });

// docs/product.md#amendments: the task page lists what waits, per printshop and format, and chases exactly those.
describe('what waits to be confirmed after an amendment', () => {
  it('lists each printshop with its formats to confirm and reminds exactly those', async () => {
    const sent: unknown[] = [];
    const { user } = await render('en', sent);
    const waiting = await screen.findByRole('region', { name: 'Waiting for 2 confirmations' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Druck Alphato confirm: Flyer A5', 'Print Betato confirm: Flyer A5']);
    await user.click(within(waiting).getByRole('button', { name: 'Remind 2 printshops to confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a reminder now?' });
    expect(dialog.textContent).toContain('each told the formats whose prices it is asked to confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(sent).toEqual([{ suppliers: ['a', 'b'] }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The reminder to everyone still waited for counts the one without an offer too.
    await user.click(screen.getByRole('button', { name: 'Send reminder now' }));
    expect(screen.getByRole('dialog').textContent).toContain('3 printshops still waited for');
  });

  it('says it in German', async () => {
    await render('de');
    const waiting = await screen.findByRole('region', { name: '2 Bestätigungen ausstehend' });
    expect(within(waiting).getAllByRole('listitem')[0]!.textContent).toBe('Druck Alphazu bestätigen: Flyer A5');
    expect(within(waiting).getByRole('button', { name: '2 Lieferanten an die Bestätigung erinnern' })).toBeTruthy();
  });
});
