import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAuction } from '../../../test/auctions.ts';
import { renderPage } from '../../../test/render.tsx';
import { AuctionSection } from './auction-section.tsx';

const times = { startsAt: sampleAuction.startsAt, endsAt: sampleAuction.endsAt };

describe('the auction panel on the task page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the running auction: its countdown, the printshops ranked and the chart of the bids', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-05T09:05:30.000Z') });
    const task = { id: 't1', auction: { state: 'running' as const, ...times } };
    await renderPage(<AuctionSection task={task} />, { api: { 'GET /tasks/t1/auction': sampleAuction } });
    const panel = await screen.findByRole('region', { name: 'Reverse auction' }, { timeout: 5000 });
    expect(await within(panel).findByText('Running')).toBeTruthy();
    expect(within(panel).getByRole('timer').textContent).toBe('Ends in 4:30');
    expect(within(panel).getByText(/at least 1\.5 % lower per bid · printshops see their rank/)).toBeTruthy();
    const rows = within(within(panel).getByRole('table', { name: 'Printshops in the auction' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RankPrintshopStart totalLast totalBids',
      '1Beta€1,200.00€1,100.001',
      '2Alpha€1,180.00€1,150.001',
    ]);
    expect(await within(panel).findByRole('figure', { name: 'Bids over time' }, { timeout: 5000 })).toBeTruthy();
  });

  it('counts down to the start in German', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-05T08:00:00.000Z') });
    const scheduled = { ...sampleAuction, state: 'scheduled' as const, bids: [] };
    const task = { id: 't1', auction: { state: 'scheduled' as const, ...times } };
    await renderPage(<AuctionSection task={task} />, { language: 'de', api: { 'GET /tasks/t1/auction': scheduled } });
    const panel = await screen.findByRole('region', { name: 'Rückwärtsauktion' }, { timeout: 5000 });
    expect(await within(panel).findByText('Angesetzt')).toBeTruthy();
    expect(within(panel).getByRole('timer').textContent).toBe('Beginnt in 1:00:00');
    expect(within(panel).getByText(/je Gebot mindestens 1,5 % niedriger/)).toBeTruthy();
  });

  it('shows nothing on a task without an auction', async () => {
    await renderPage(<AuctionSection task={{ id: 't1', auction: null }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
