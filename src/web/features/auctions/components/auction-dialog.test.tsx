import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { reply, type ApiRoutes } from '../../../test/api.ts';
import { BASE_COMPARISON, pricedOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { AuctionAction } from './auction-action.tsx';
import { sampleAuction } from '../../../test/auctions.ts';

const comparison = {
  ...BASE_COMPARISON,
  offers: [pricedOffer('Alpha', { f1: 1200 }, { supplierId: 'a' })],
} as unknown as Comparison;

const task = testTask({ id: 't1', state: 50 });

async function open(language: 'en' | 'de', api: ApiRoutes) {
  const page = await renderPage(<AuctionAction task={task} comparison={comparison} />, { language, api });
  await page.user.click(screen.getByRole('button', { name: language === 'en' ? 'Auction…' : 'Auktion…' }));
  const title = language === 'en' ? 'Set a reverse auction' : 'Rückwärtsauktion ansetzen';
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  return { ...page, dialog };
}

describe('setting a reverse auction', () => {
  it('says each field’s problem under it, then sends the auction starting now', async () => {
    const { user, server, dialog } = await open('en', { 'POST /tasks/t1/auction': sampleAuction });
    const minutes = within(dialog).getByRole('textbox', { name: 'Duration in minutes' });
    const decrement = within(dialog).getByRole('textbox', { name: 'Decrement in %' });
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.clear(decrement);
    await user.type(decrement, '1.25');
    await user.click(within(dialog).getByRole('button', { name: 'Set auction' }));
    expect(within(dialog).getByText('Enter whole minutes from 5 to 120.')).toBeTruthy();
    expect(within(dialog).getByText('Enter 0.1 to 20, with one decimal at most.')).toBeTruthy();
    expect(server.sent('POST /tasks/t1/auction')).toEqual([]);
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.clear(decrement);
    await user.type(decrement, '2.5');
    await user.click(within(dialog).getByRole('radio', { name: 'The best total' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set auction' }));
    expect(await screen.findByText('Auction set: the printshops are mailed')).toBeTruthy();
    const [body] = server.sent('POST /tasks/t1/auction') as { startsAt: string }[];
    expect(body).toMatchObject({ minutes: 15, decrementPercent: 2.5, visibility: 'best' });
    // Now, to the minute the dialog opened.
    expect(Math.abs(Date.parse(body!.startsAt) - Date.now())).toBeLessThan(120_000);
  });

  it('words the server’s refusal in German', async () => {
    const refusal = reply(409, { code: 'NO_COMPLETE_OFFERS', message: 'No complete offers.' });
    const { user, dialog } = await open('de', { 'POST /tasks/t1/auction': () => refusal });
    await user.click(within(dialog).getByRole('button', { name: 'Auktion ansetzen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Noch kein eingeladener Lieferant hat ein vollständiges Angebot: eine Auktion braucht mindestens einen, der bietet.',
    );
  });

  it('is not offered once the task has its auction', async () => {
    const withAuction = { ...task, auction: { state: 'scheduled' as const, startsAt: '', endsAt: '' } };
    await renderPage(<AuctionAction task={withAuction} comparison={comparison} />);
    expect(screen.queryByRole('button', { name: 'Auction…' })).toBeNull();
  });
});
