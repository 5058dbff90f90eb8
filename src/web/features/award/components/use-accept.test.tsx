import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import type { SupplierTask } from '../../../../shared/schemas/invitations.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { renderPage } from '../../../test/render.tsx';
import { useAccept } from './use-accept.tsx';

type Offerer = Pick<
  SupplierTask,
  'supplierId' | 'name' | 'sum' | 'quotedSum' | 'currency' | 'stale' | 'complete' | 'deleted'
>;
const offerer = (name: string, over: Partial<Offerer> = {}): Offerer => ({
  ...{ supplierId: name, name, sum: 100_000, quotedSum: 100_000, currency: 'EUR' },
  ...{ stale: false, complete: true, deleted: false },
  ...over,
});

/** The row actions as the printshop table shows them, one list item per printshop. */
function Actions({ offerers, comparison }: { offerers: Offerer[]; comparison?: Comparison }) {
  const accept = useAccept({ id: 't1', state: TaskState.sent, currency: 'EUR' }, comparison);
  return (
    <>
      <ul>
        {offerers.map((o) => (
          <li key={o.supplierId} aria-label={o.name}>
            {accept.rowAction(o)}
          </li>
        ))}
      </ul>
      {accept.dialog}
    </>
  );
}

const NONE_WAITING = { 'GET /tasks/t1/award/request': { request: null } };
const waiting = {
  request: {
    ...{ id: 'r1', requestedBy: 'Max', requestedAt: Date.UTC(2026, 10, 28), notifyOthers: true, canDecide: true },
    awards: [{ formatId: 'f1', supplierId: 'Alpha', count: 5000, alternative: false }],
    preview: { total: 100_000, perSupplier: [], bestSingle: null, saving: 0 },
    changes: null,
  },
};

describe("a printshop row's accept", () => {
  it('is offered for a current offer only: not for one to confirm, nor for a printshop deleted since', async () => {
    await renderPage(
      <Actions
        offerers={[
          offerer('Alpha'),
          offerer('Delta', { sum: null, stale: true }),
          offerer('Omega', { deleted: true }),
          offerer('Gamma', { sum: null }),
        ]}
      />,
      { api: NONE_WAITING },
    );
    const buttons = await screen.findAllByRole('button', { name: /^Accept the offer of/ });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Accept the offer of Alpha']);
    expect(screen.getByRole('listitem', { name: 'Omega' }).textContent).toBe('');
  });

  it('is not offered for a partial offer, which says to award it per format', async () => {
    await renderPage(<Actions offerers={[offerer('Alpha'), offerer('Beta', { complete: false })]} />, {
      api: NONE_WAITING,
    });
    await screen.findByRole('button', { name: 'Accept the offer of Alpha' });
    expect(screen.queryByRole('button', { name: 'Accept the offer of Beta' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Beta' }).textContent).toBe('Partial offer: award per format');
  });

  it('says so in German', async () => {
    await renderPage(<Actions offerers={[offerer('Beta', { complete: false })]} />, {
      language: 'de',
      api: NONE_WAITING,
    });
    expect((await screen.findByRole('listitem', { name: 'Beta' })).textContent).toBe('Teilangebot: je Format vergeben');
  });

  // docs/product.md#currencies: the order is in the offer's currency, weighed in the task's.
  it.each([
    ['en', 'Accept the offer of Tiskárna', 'Tiskárna receives the order for CZK 30,000.00 (≈ €1,200.00) by mail.'],
    ['de', 'Zuschlag erteilen: Tiskárna', 'Tiskárna erhält den Auftrag über 30.000,00 CZK (≈ 1.200,00 €) per Mail.'],
  ] as const)(
    'asks (%s) with a CZK offer’s total as quoted and in the task’s currency',
    async (language, name, text) => {
      const user = userEvent.setup({ delay: null });
      const czech = offerer('Tiskárna', { sum: 120_000, quotedSum: 3_000_000, currency: 'CZK' });
      await renderPage(<Actions offerers={[czech]} />, { language, api: NONE_WAITING });
      await user.click(await screen.findByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(text);
    },
  );

  it('is not offered while a member’s award waits for approval (the server would refuse it)', async () => {
    const { server } = await renderPage(<Actions offerers={[offerer('Alpha')]} />, {
      api: { 'GET /tasks/t1/award/request': waiting },
    });
    await waitFor(() => expect(server.sent('GET /tasks/t1/award/request')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Alpha' }).textContent).toBe(''));
  });

  it('asks why, in German, before accepting an offer neither lowest nor best scored, and sends the reason', async () => {
    const user = userEvent.setup({ delay: null });
    const scored = (name: string, sum: number, total: number) => ({
      supplierId: name,
      name,
      sum,
      complete: true,
      score: { total },
    });
    const comparison = {
      scoring: { price: 60, leadTime: 20, quality: 20, certificates: 0 },
      bestScore: { total: 94.5, formats: [] },
      offers: [scored('Alpha', 100_000, 94.5), scored('Gamma', 120_000, 80)],
    } as unknown as Comparison;
    const accepted = { notice: 'Auftrag gesendet.' };
    const { server } = await renderPage(
      <Actions offerers={[offerer('Alpha'), offerer('Gamma', { sum: 120_000 })]} comparison={comparison} />,
      {
        language: 'de',
        api: {
          ...NONE_WAITING,
          'POST /tasks/t1/suppliers/Gamma/accept': accepted,
          'POST /tasks/t1/suppliers/Alpha/accept': accepted,
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Zuschlag erteilen: Gamma' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Zuschlag erteilen' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Warum dieser Lieferant/ }), 'Recyclingpapier');
    await user.click(confirm);
    await waitFor(() =>
      expect(server.sent('POST /tasks/t1/suppliers/Gamma/accept')).toEqual([{ reason: 'Recyclingpapier' }]),
    );

    // The best scored needs no reason.
    await user.click(await screen.findByRole('button', { name: 'Zuschlag erteilen: Alpha' }));
    const second = await screen.findByRole('dialog');
    expect(within(second).queryByRole('textbox')).toBeNull();
  });
});
