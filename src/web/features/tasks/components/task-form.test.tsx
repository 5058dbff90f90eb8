import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { renderPage } from '../../../test/render.tsx';
import { TaskForm } from './task-form.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';

/** The task's page form, its saves answered with the task as sent, each format given an id. */
function renderForm(task: Task, language: 'en' | 'de' = 'en') {
  const saved = (body: unknown) => {
    // The form sends every field, not only those changed.
    const update = body as TaskInput;
    return testTask({ ...update, formats: update.formats.map((f, i) => testFormat({ ...f, id: `tf${i + 1}` })) });
  };
  return renderPage(<TaskForm task={task} mode="edit" amendDialog={() => null} />, {
    language,
    api: { 'GET /formats': { items: [] }, 'GET /companies': { items: [] }, [`POST /tasks/${task.id}`]: saved },
  });
}

const update = () => screen.getByRole('button', { name: /^(Save task|Anfrage speichern)$/ });

describe('the task form', () => {
  it('an empty format says under its fields what is missing, and no notice says it twice', async () => {
    const { user, server } = await renderForm(testTask());
    await user.click(screen.getByRole('button', { name: 'Add format' }));
    await user.click(screen.getByRole('menuitem', { name: 'Empty format' }));
    await user.click(update());
    const format = screen.getByRole('region', { name: 'New format' });
    expect(within(format).getAllByText('Field is required')).toHaveLength(2);
    expect(within(format).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(format).getByRole('textbox', { name: 'Quantity' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('The task could not be saved')).toBeNull();
    expect(server.sent('POST /tasks/t1')).toEqual([]);
  });

  it('asks further quantities in ascending order, each once, and saves them with run-on', async () => {
    const { user, server } = await renderForm(testTask({ formats: [testFormat()] }));
    await user.click(screen.getByRole('button', { name: /Flyer A5/ }));
    const quantities = screen.getByRole('group', { name: 'Further quantities' });
    await user.click(within(quantities).getByRole('button', { name: 'Add a quantity' }));
    await user.type(within(quantities).getByRole('textbox', { name: 'Quantity 1' }), '2500');
    await user.click(within(quantities).getByRole('button', { name: 'Add a quantity' }));
    await user.type(within(quantities).getByRole('textbox', { name: 'Quantity 2' }), '1000');
    await user.click(within(quantities).getByRole('checkbox', { name: /run-on/ }));
    await user.click(update());
    // The resolver checks the form after the click: the message comes a moment later on a loaded machine.
    expect(
      await within(quantities).findByText('Further quantities ascend, each once, none equal to the quantity'),
    ).toBeTruthy();
    expect(server.sent('POST /tasks/t1')).toEqual([]);

    await user.clear(within(quantities).getByRole('textbox', { name: 'Quantity 1' }));
    await user.type(within(quantities).getByRole('textbox', { name: 'Quantity 1' }), '1000');
    await user.clear(within(quantities).getByRole('textbox', { name: 'Quantity 2' }));
    await user.type(within(quantities).getByRole('textbox', { name: 'Quantity 2' }), '2500');
    await user.click(update());
    expect((await screen.findByRole('alert')).textContent).toBe('Task saved');
    expect(server.sent('POST /tasks/t1')).toEqual([
      expect.objectContaining({
        version: 1,
        formats: [expect.objectContaining({ counts: [1000, 2500], runOn: true })],
      }),
    ]);
  });

  it('reads a German quantity with its thousands separator and refuses a decimal one', async () => {
    const { user, server } = await renderForm(testTask({ formats: [testFormat()] }), 'de');
    await user.click(screen.getByRole('button', { name: /Flyer A5/ }));
    const format = screen.getByRole('region', { name: /Flyer A5/ });
    const quantity = within(format).getByRole('textbox', { name: 'Auflage' });
    expect(quantity).toHaveProperty('value', '5000');
    await user.clear(quantity);
    await user.type(quantity, '12,5');
    await user.click(update());
    expect(within(format).getByText('Bitte eine ganze Zahl eingeben')).toBeTruthy();
    expect(server.sent('POST /tasks/t1')).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '12.500');
    expect(screen.getByRole('button', { name: /^Flyer A5 Auflage/ }).textContent).toContain('Auflage 12.500');
    await user.click(update());
    expect((await screen.findByRole('alert')).textContent).toBe('Anfrage gespeichert');
    expect(server.sent('POST /tasks/t1')).toEqual([
      expect.objectContaining({ formats: [expect.objectContaining({ count: 12_500 })] }),
    ]);
  });
});
