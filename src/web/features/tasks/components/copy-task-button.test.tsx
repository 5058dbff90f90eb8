import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { CopyTaskButton } from './copy-task-button.tsx';

const copy = testTask({ id: 't2', name: 'Kopie von Sommerkatalog' });

describe('copying a task', () => {
  it('copies the task and opens the copy', async () => {
    const { user, server, router } = await renderPage(<CopyTaskButton task={testTask()} />, {
      api: { 'POST /tasks/t1/copy': reply(201, copy) },
    });
    await user.click(screen.getByRole('button', { name: 'Copy task' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua/task/t2'));
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/tasks/t1/copy']);
    expect(await screen.findByText('Copy made: rename it, set its dates and send it')).toBeTruthy();
  });

  it('says it in German, as an icon named by the task in a list row', async () => {
    const { user, router } = await renderPage(<CopyTaskButton task={testTask()} compact />, {
      language: 'de',
      api: { 'POST /tasks/t1/copy': reply(201, copy) },
    });
    await user.click(screen.getByRole('button', { name: 'Sommerkatalog kopieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua/task/t2'));
    expect(await screen.findByText('Kopie angelegt: umbenennen, Termine setzen und versenden')).toBeTruthy();
  });

  it('says why when the task is gone, and stays', async () => {
    const { user, router } = await renderPage(<CopyTaskButton task={testTask()} />, {
      path: '/ua/task/t1',
      api: { 'POST /tasks/t1/copy': reply(404, { code: 'NOT_FOUND', message: 'The task was not found.' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Copy task' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not found/i);
    expect(router.state.location.pathname).toBe('/ua/task/t1');
  });
});
