import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_STEPS, type FirstStep } from '../../../../shared/schemas/dashboard.ts';
import { renderPage } from '../../../test/render.tsx';
import { FirstSteps } from './first-steps.tsx';

const steps = (...done: FirstStep[]) => FIRST_STEPS.map((step) => ({ step, done: done.includes(step) }));

// docs/product.md#first-steps: ticked by the server; an open step links to where it is done.
describe('the first steps of a new workspace', () => {
  it('links each open step to where it is done, and marks the done ones', async () => {
    await renderPage(<FirstSteps steps={steps('suppliers')} draftId={null} />);
    const region = screen.getByRole('region', { name: 'First steps' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Enter your buying company', '/ua/team'],
      ['Store your print formats', '/ua/format'],
      ['Create your first task', '/ua/task'],
      ['Send yourself a test mail', '/ua/task'],
    ]);
    expect(within(region).getByText('Add printshops')).toBeTruthy();
    expect(within(region).getAllByTitle('Done')).toHaveLength(1);
    expect(within(region).getAllByTitle('To do')).toHaveLength(4);
    expect(within(region).getByText('1 of 5 done')).toBeTruthy();
  });

  it('sends the test mail from the newest draft, in German', async () => {
    await renderPage(<FirstSteps steps={steps('company', 'formats', 'suppliers', 'task')} draftId="d7" />, {
      language: 'de',
    });
    const region = screen.getByRole('region', { name: 'Erste Schritte' });
    expect(within(region).getByRole('link', { name: 'Testmail an sich selbst senden' }).getAttribute('href')).toBe(
      '/ua/task/d7',
    );
    expect(within(region).getAllByTitle('Erledigt')).toHaveLength(4);
    expect(within(region).getByRole('progressbar', { name: '4 von 5 erledigt' })).toBeTruthy();
  });
});
