import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AwardBody, AwardPreview } from '../../../../shared/schemas/award.ts';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { BASE_COMPARISON, pricedOffer } from '../../../test/offers.ts';
import { renderPage } from '../../../test/render.tsx';
import { AwardDialog } from './award-dialog.tsx';

const weights = { price: 60, leadTime: 20, quality: 20, certificates: 0 };
const scored = (name: string, units: number, total: number) => ({
  ...pricedOffer(name, { flyer: units }),
  score: { total, price: 100, leadTime: 100, quality: 60, certificates: 100, qualityEstimated: false },
  formatScores: [{ id: 'flyer', total }],
});
// Alpha is the lowest, Beta has the best score, Gamma neither.
const comparison: Comparison = {
  ...BASE_COMPARISON,
  scoring: weights,
  bestScore: { total: 88, formats: [{ id: 'flyer', total: 88 }] },
  currency: 'EUR',
  rates: {},
  opening: null,
  formats: [{ id: 'flyer', title: 'Flyer A5', count: 5000, counts: [], runOn: false, addedAt: null }],
  lowest: [{ id: 'flyer', price: 100_000, landed: 100_000, supplierIds: ['Alpha'] }],
  lowestScales: [],
  lowestRunOn: [],
  outliers: [],
  awards: [],
  offers: [scored('Alpha', 1000, 80), scored('Beta', 1100, 88), scored('Gamma', 1200, 70)],
  references: [],
  declined: [],
};
const preview = (body: unknown): AwardPreview => {
  const supplierId = (body as AwardBody).awards[0]!.supplierId;
  const order = { supplierId, formats: [{ formatId: 'flyer', count: 5000, price: 100_000 }], delivery: 0 };
  return {
    currency: 'EUR',
    total: 100_000,
    perSupplier: [{ ...order, total: 100_000, currency: 'EUR' }],
    bestSingle: null,
    saving: null,
  };
};
const api = {
  'POST /tasks/t1/award/preview': preview,
  'POST /tasks/t1/award': () => ({ code: 'AWARDED', message: 'Sent.' }),
};
const open = (language: 'en' | 'de') =>
  renderPage(<AwardDialog comparison={comparison} taskId="t1" open onClose={() => {}} />, { language, api });

// docs/product.md#scoring: awarding neither the lowest price nor the best score asks why; the reason is sent.
describe('the award’s reason', () => {
  it.each([
    ['en', 'Printshop', 'Why this printshop?', 'Continue', 'Send the order', 'Beta – score 88, best score'],
    ['de', 'Lieferant', 'Warum dieser Lieferant?', 'Weiter', 'Auftrag senden', 'Beta – Bewertung 88, beste Bewertung'],
  ] as const)('(%s) asks for it before going on and sends it', async (language, supplier, why, next, send, label) => {
    const { user, server } = await open(language);
    const group = await screen.findByRole('group', { name: /^Flyer A5/ });
    const select = within(group).getByLabelText(supplier);
    expect(within(select).getByRole('option', { name: label })).toBeTruthy();
    // The lowest (suggested) and the best score need no reason.
    expect(screen.queryByRole('textbox', { name: new RegExp(why.replace('?', '\\?')) })).toBeNull();
    await user.selectOptions(select, 'Beta');
    expect(screen.queryByRole('textbox', { name: new RegExp(why.replace('?', '\\?')) })).toBeNull();
    await user.selectOptions(select, 'Gamma');
    const reason = screen.getByRole('textbox', { name: new RegExp(why.replace('?', '\\?')) });
    const button = () => screen.getByRole('button', { name: next }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    await user.type(reason, 'Only Gamma prints on the stock we hold');
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: new RegExp(send) }));
    const body = server.sent('POST /tasks/t1/award')[0] as AwardBody;
    expect(body.reason).toBe('Only Gamma prints on the stock we hold');
    expect(body.awards[0]!.supplierId).toBe('Gamma');
  });
});
