import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { renderPage } from '../../../test/render.tsx';
import { testTask } from '../../../test/tasks.ts';
import { TaskForm } from './task-form.tsx';

// docs/product.md#certificates: the task form's "Required certificates", a slash between kinds either of which meets a requirement.
function renderForm(task: Task, language: 'en' | 'de' = 'en') {
  const saved = (body: unknown) => testTask(body as Partial<TaskInput> as Partial<Task>);
  return renderPage(<TaskForm task={task} mode="edit" amendDialog={() => null} />, {
    language,
    api: { 'GET /formats': { items: [] }, 'GET /companies': { items: [] }, [`POST /tasks/${task.id}`]: saved },
  });
}

const groups = [['FSC', 'PEFC'], ['ISO 12647']];

describe('the required certificates field', () => {
  it('shows the groups, says how to write them, and sends what is typed as certificateGroups', async () => {
    const { user, server } = await renderForm(
      testTask({ certificateGroups: groups, requiredCertificates: ['ISO 12647'] }),
    );
    const field = screen.getByRole('textbox', { name: 'Required certificates' });
    expect(field).toHaveProperty('value', 'FSC / PEFC, ISO 12647');
    expect(screen.getByText(/a slash between kinds each of which meets one/)).toBeTruthy();
    await user.clear(field);
    // A kind named again is dropped, an empty requirement too.
    await user.type(field, 'fsc/ PEFC , ISO 12647,, Blauer Engel / FSC');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Task saved');
    const [sent] = server.sent('POST /tasks/t1') as Record<string, unknown>[];
    expect(sent).toMatchObject({ certificateGroups: [['fsc', 'PEFC'], ['ISO 12647'], ['Blauer Engel']] });
    expect(sent).not.toHaveProperty('requiredCertificates');
  });

  it('says it in German, and an empty field requires nothing', async () => {
    const { user, server } = await renderForm(
      testTask({ certificateGroups: [['FSC']], requiredCertificates: ['FSC'] }),
      'de',
    );
    const field = screen.getByRole('textbox', { name: 'Verlangte Zertifikate' });
    expect(field).toHaveProperty('value', 'FSC');
    expect(screen.getByText(/„FSC \/ PEFC, ISO 12647“ verlangt FSC oder PEFC sowie ISO 12647/)).toBeTruthy();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Anfrage speichern' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(server.sent('POST /tasks/t1')).toEqual([expect.objectContaining({ certificateGroups: [] })]);
  });
});
