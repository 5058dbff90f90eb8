import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../../../shared/schemas/workspace.ts';
import { renderPage } from '../../../test/render.tsx';
import { ScoringSection } from './scoring-section.tsx';

const owner: Workspace = {
  ...{ id: 'w1', name: 'anna', company: null, version: 0, canManage: true, approvalAbove: null, currency: 'EUR' },
  scoringDefaults: { price: 100, leadTime: 0, quality: 0, certificates: 0 },
};
const weights = { price: 70, leadTime: 30, quality: 0, certificates: 0 };

// docs/product.md#scoring: the weights a new task starts with; owners and admins set them.
describe('the score weights for new tasks', () => {
  it.each([
    ['en', 'Lead time (%)', 'Price (%)', 'Save weights'],
    ['de', 'Lieferzeit (%)', 'Preis (%)', 'Gewichtung speichern'],
  ] as const)('(%s) saves four weights adding up to 100', async (language, lead, price, save) => {
    const { user, server } = await renderPage(<ScoringSection />, {
      language,
      api: { 'GET /workspace': owner, 'POST /workspace': () => ({ ...owner, scoringDefaults: weights }) },
    });
    await user.type(await screen.findByRole('textbox', { name: lead }), '30');
    const button = screen.getByRole('button', { name: save }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: price }));
    await user.type(screen.getByRole('textbox', { name: price }), '70');
    await user.click(button);
    expect(server.sent('POST /workspace')).toEqual([{ scoringDefaults: weights }]);
  });

  it('shows a member the defaults without fields', async () => {
    await renderPage(<ScoringSection />, {
      api: { 'GET /workspace': { ...owner, canManage: false, scoringDefaults: weights } },
    });
    expect(await screen.findByText('New tasks score offers by: Price 70 % · Lead time 30 %')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
