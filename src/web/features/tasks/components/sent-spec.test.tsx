import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskState } from '../../../../shared/task-state.ts';
import { renderPage } from '../../../test/render.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { SentSpec } from './sent-spec.tsx';

const api = { 'GET /formats': { items: [] }, 'GET /companies': { items: [] } };
const field = (name: string) => screen.getByRole('textbox', { name });

// docs/product.md#task-page: once sent, the tender's fields are read-only until Amend opens them.
describe('a sent task’s spec', () => {
  it('shows the fields read-only, and Amend opens those an amendment may change', async () => {
    const task = testTask({ state: TaskState.sent, formats: [testFormat()] });
    const { user } = await renderPage(<SentSpec task={task} amendDialog={() => null} />, { api });
    expect(field('Offer deadline').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Amend task…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Amend' }));
    expect(field('Offer deadline').hasAttribute('readonly')).toBe(false);
    expect(field('Name').hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('button', { name: 'Amend task…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Amend' })).toBeNull();
  });

  it('has no Amend once the tender is done, in German too', async () => {
    const task = testTask({ state: TaskState.done, formats: [testFormat()] });
    await renderPage(<SentSpec task={task} amendDialog={() => null} />, { api, language: 'de' });
    expect(field('Angebotsfrist').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ändern' })).toBeNull();
  });
});
