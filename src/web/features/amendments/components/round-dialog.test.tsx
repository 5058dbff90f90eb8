import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { reply } from '../../../test/api.ts';
import { BASE_COMPARISON, pricedOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { RoundAction } from './round-action.tsx';

const comparison = {
  ...BASE_COMPARISON,
  formats: [],
  lowest: [],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  references: [],
  declined: [],
  offers: [
    pricedOffer('Alpha', { f1: 1200 }, { supplierId: 'a' }),
    pricedOffer('Beta', { f1: 1100 }, { supplierId: 'b' }),
  ],
} as unknown as Comparison;

const task = testTask({ id: 't1', state: 50, version: 3 });

describe('the final round', () => {
  it('opens from "Final round…" with the printshops ticked, the deadline and the message', async () => {
    const sent = testTask({ ...task, rounds: [] });
    const { user, server } = await renderPage(<RoundAction task={task} comparison={comparison} />, {
      api: { 'POST /tasks/t1/rounds': sent },
    });
    await user.click(screen.getByRole('button', { name: 'Final round…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a final round' }, { timeout: 5000 });
    const group = within(dialog).getByRole('group', { name: 'Printshops with offers' });
    // Each with its total: the comparison lies behind the dialog.
    expect(within(group).getByRole('checkbox', { name: 'Alpha · €1,200.00' })).toBeTruthy();
    await user.click(within(group).getByRole('checkbox', { name: 'Beta · €1,100.00' }));
    await user.type(within(dialog).getByLabelText('Deadline of the final round'), '2027-03-05');
    await user.type(within(dialog).getByLabelText('Message to the printshops chosen'), 'Best and final, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Open final round' }));
    expect(await screen.findByText('Final round opened')).toBeTruthy();
    expect(server.sent('POST /tasks/t1/rounds')).toEqual([
      { suppliers: ['b'], deadlineDate: '2027-03-05', message: 'Best and final, please.' },
    ]);
  });

  it('words the server’s refusal in German', async () => {
    const refusal = reply(400, { code: 'NO_OFFER', message: 'No offer.', field: 'suppliers.0' });
    const { user } = await renderPage(<RoundAction task={task} comparison={comparison} />, {
      language: 'de',
      api: { 'POST /tasks/t1/rounds': () => refusal },
    });
    await user.click(screen.getByRole('button', { name: 'Finalrunde…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalrunde eröffnen' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Alpha · 1\.200,00\s€$/ }));
    await user.type(within(dialog).getByLabelText('Frist der Finalrunde'), '2027-03-05');
    await user.click(within(dialog).getByRole('button', { name: 'Finalrunde eröffnen' }));
    expect(await screen.findByText('Dieser Lieferant hat kein Angebot abgegeben.')).toBeTruthy();
  });

  it('is not offered once the task is awarded', async () => {
    await renderPage(<RoundAction task={{ ...task, state: 99 }} comparison={comparison} />);
    expect(screen.queryByRole('button', { name: 'Final round…' })).toBeNull();
  });
});
