import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AwardChanges } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { AwaitingApproval } from './awaiting-approval.tsx';

const comparison = {
  formats: [{ id: 'flyer', title: 'Flyer A5', count: 5000 }],
  offers: [{ supplierId: 'd0', name: 'Druck 0', prices: [] }],
  outliers: [],
} as unknown as Comparison;

const line = (price: number) => ({ count: 5000, price, alternative: null, delivery: 1000 });
// Druck 0 raised its price after Max asked, and the task was amended.
const changes: AwardChanges = {
  amended: { was: 0, now: 1 },
  formats: [
    {
      ...{ formatId: 'flyer', title: 'Flyer A5', supplierId: 'd0', supplier: 'Druck 0', why: 'new-offer' },
      ...{ was: line(13_500), now: line(1_350_000) },
    },
  ],
};

const request = (changed: AwardChanges | null) => ({
  request: {
    ...{ id: 'r1', requestedBy: 'Max', requestedAt: Date.UTC(2026, 10, 28), notifyOthers: true, canDecide: true },
    awards: [{ formatId: 'flyer', supplierId: 'd0', count: 5000, alternative: false }],
    preview: {
      total: 14_500,
      perSupplier: [
        {
          supplierId: 'd0',
          formats: [{ formatId: 'flyer', count: 5000, price: 13_500 }],
          delivery: 1000,
          total: 14_500,
        },
      ],
      bestSingle: null,
      saving: null,
    },
    changes: changed,
  },
});

const text = (el: HTMLElement) => el.textContent!.replace(/\s+/g, ' ');

describe('an award waiting for approval', () => {
  it('shows what changed since it was asked for, old → new, and offers only the rejection', async () => {
    await renderPage(<AwaitingApproval taskId="t1" comparison={comparison} open />, {
      api: { 'GET /tasks/t1/award/request': request(changes) },
    });
    const note = (await screen.findByText('Changed since it was asked for')).closest('.MuiAlert-root') as HTMLElement;
    expect(text(note)).toContain(
      'Flyer A5 from Druck 0: 5,000 pieces for €135.00, delivery €10.00 → 5,000 pieces for €13,500.00, delivery €10.00',
    );
    expect(text(note)).toContain('Druck 0 sent a new offer since.');
    expect(text(note)).toContain('The task was amended since (amendment 1)');
    expect(text(note)).toContain('It cannot be approved as it was shown: reject it, and Max can award anew.');
    expect(screen.queryByRole('button', { name: 'Approve and send' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('says so in German', async () => {
    await renderPage(<AwaitingApproval taskId="t1" comparison={comparison} open />, {
      language: 'de',
      api: { 'GET /tasks/t1/award/request': request(changes) },
    });
    const note = (await screen.findByText('Seit der Bitte um Freigabe geändert')).closest('.MuiAlert-root');
    expect(text(note as HTMLElement)).toContain(
      'Flyer A5 von Druck 0: 5.000 Stück für 135,00 €, Lieferkosten 10,00 € → 5.000 Stück für 13.500,00 €, Lieferkosten 10,00 €',
    );
    expect(text(note as HTMLElement)).toContain('Druck 0 hat seither ein neues Angebot abgegeben.');
    expect(text(note as HTMLElement)).toContain('Die Anfrage wurde seither geändert (Änderung 1)');
    expect(screen.queryByRole('button', { name: 'Freigeben und senden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
  });

  it('shows the change when the approval is refused because an offer changed after the page was read', async () => {
    let changed = false;
    const { user } = await renderPage(<AwaitingApproval taskId="t1" comparison={comparison} open />, {
      api: {
        'GET /tasks/t1/award/request': () => request(changed ? changes : null),
        'POST /tasks/t1/award/approve': () => {
          changed = true;
          return reply(409, { code: 'AWARD_CHANGED', message: '…', params: { by: 'Max' }, changes });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve and send' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this award?' });
    expect(text(dialog)).toContain('The orders go out exactly as Max asked for them, at the prices shown.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(
      await screen.findByText(
        'The offers behind this award or the task changed since Max asked for it, so it cannot be approved as it was shown. Reject it; Max can award anew.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Changed since it was asked for')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve and send' })).toBeNull();
  });
});
