import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../../../shared/schemas/deliveries.ts';
import { renderPage } from '../../../test/render.tsx';
import { DeliveryForm } from './delivery-form.tsx';

const ROUTE = 'POST /tasks/t1/deliveries/a';
const winner = { supplierId: 'a', name: 'Druck Alpha', formats: [] };
const recorded = (body: unknown): Delivery => ({
  ...(body as { deliveredOn: string; quality: number; note: string }),
  supplierId: 'a',
  daysLate: 0,
  received: [],
  recordedBy: 'Anna',
  recordedAt: Date.UTC(2026, 10, 28, 9),
});

describe('the delivery form', () => {
  it('takes the day as a German buyer writes it and sends the API’s YYYY-MM-DD', async () => {
    const { user, server } = await renderPage(<DeliveryForm taskId="t1" winner={winner} recorded={undefined} />, {
      language: 'de',
      api: { [ROUTE]: recorded },
    });
    const day = screen.getByRole('textbox', { name: 'Geliefert am' });
    expect(day.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await user.type(day, '3.12.2026');
    await user.click(screen.getByRole('radio', { name: '4 – sehr gut' }));
    await user.click(screen.getByRole('button', { name: 'Lieferung erfassen' }));
    await screen.findByText('Lieferung von Druck Alpha erfasst.');
    expect(server.sent(ROUTE)).toEqual([{ deliveredOn: '2026-12-03', quality: 4, note: '', received: [] }]);
  });

  it('asks for the day and the quality, and refuses a day it cannot read, before sending anything', async () => {
    const { user, server } = await renderPage(<DeliveryForm taskId="t1" winner={winner} recorded={undefined} />, {
      api: { [ROUTE]: recorded },
    });
    await user.click(screen.getByRole('button', { name: 'Record delivery' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Delivered on' }), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Record delivery' }));
    expect(await screen.findByText('Enter a date as dd/mm/yyyy')).toBeTruthy();
    expect(server.sent(ROUTE)).toEqual([]);
  });

  it('shows a recorded day the way the reader writes dates, ready to change', async () => {
    const delivery = recorded({ deliveredOn: '2026-12-03', quality: 5, note: 'ok' });
    await renderPage(<DeliveryForm taskId="t1" winner={winner} recorded={delivery} />, { api: {} });
    expect((screen.getByRole('textbox', { name: 'Delivered on' }) as HTMLInputElement).value).toBe('03/12/2026');
    expect(screen.getByRole('button', { name: 'Save the change' })).toBeTruthy();
  });

  it('sends what arrived of each format ordered, overs included, and leaves an empty one uncounted', async () => {
    const ordered = {
      ...winner,
      formats: [
        { formatId: 'f1', title: 'Flyer A5', ordered: 3000 },
        { formatId: 'f2', title: 'Plakat A2', ordered: 500 },
      ],
    };
    const { user, server } = await renderPage(<DeliveryForm taskId="t1" winner={ordered} recorded={undefined} />, {
      language: 'de',
      api: { [ROUTE]: recorded },
    });
    await user.type(screen.getByRole('textbox', { name: 'Geliefert am' }), '3.12.2026');
    await user.click(screen.getByRole('radio', { name: '4 – sehr gut' }));
    expect(screen.getByText('Bestellt: 3.000')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Erhalten von Flyer A5' }), '3.060');
    await user.click(screen.getByRole('button', { name: 'Lieferung erfassen' }));
    await screen.findByText('Lieferung von Druck Alpha erfasst.');
    expect(server.sent(ROUTE)).toEqual([
      { deliveredOn: '2026-12-03', quality: 4, note: '', received: [{ formatId: 'f1', count: 3060 }] },
    ]);
  });

  it('refuses a count that is no whole number and shows what was received once recorded', async () => {
    const ordered = { ...winner, formats: [{ formatId: 'f1', title: 'Flyer A5', ordered: 3000 }] };
    const { user, server } = await renderPage(<DeliveryForm taskId="t1" winner={ordered} recorded={undefined} />, {
      api: { [ROUTE]: recorded },
    });
    await user.type(screen.getByRole('textbox', { name: 'Delivered on' }), '03/12/2026');
    await user.click(screen.getByRole('radio', { name: '3 – good' }));
    await user.type(screen.getByRole('textbox', { name: 'Received of Flyer A5' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Record delivery' }));
    expect(await screen.findByText(/whole number/i)).toBeTruthy();
    expect(server.sent(ROUTE)).toEqual([]);

    const delivery = {
      ...recorded({ deliveredOn: '2026-12-03', quality: 3, note: '' }),
      received: [{ formatId: 'f1', count: 2940 }],
    };
    await renderPage(<DeliveryForm taskId="t1" winner={ordered} recorded={delivery} />, { api: {} });
    expect(screen.getByText(/Received: Flyer A5 2,940 of 3,000\./)).toBeTruthy();
    expect((screen.getAllByRole('textbox', { name: 'Received of Flyer A5' }).at(-1) as HTMLInputElement).value).toBe(
      '2,940',
    );
  });
});
