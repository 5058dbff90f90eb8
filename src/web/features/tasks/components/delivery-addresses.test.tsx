import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Task, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { renderPage } from '../../../test/render.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { changeLines } from '../../../../shared/change-line.ts';
import { TaskState } from '../../../../shared/task-state.ts';
import { TaskForm } from './task-form.tsx';

// docs/product.md#delivery-addresses: the task form's section that splits each format's quantity over addresses.

const flyer = testFormat({ id: 'tf1', title: 'Flyer A5', count: 5000 });
const letter = testFormat({ id: 'tf2', title: 'Brief', count: 2000 });

function renderForm(task: Task, language: 'en' | 'de' = 'en') {
  const saved = (body: unknown) => {
    const update = body as TaskInput;
    return testTask({
      ...update,
      formats: [flyer, letter],
      deliveries: (update.deliveries ?? []) as Task['deliveries'],
    });
  };
  return renderPage(<TaskForm task={task} mode="edit" amendDialog={() => null} />, {
    language,
    api: { 'GET /formats': { items: [] }, 'GET /companies': { items: [] }, [`POST /tasks/${task.id}`]: saved },
  });
}

describe('the delivery addresses of the task form', () => {
  it('adds addresses with a date and a count per format, shows what is left to place, and saves them', async () => {
    const { user, server } = await renderForm(testTask({ formats: [flyer, letter] }));
    const section = () => within(screen.getByRole('heading', { name: 'Delivery addresses' }).closest('section')!);
    await user.click(section().getByRole('button', { name: 'Add address' }));
    await user.click(section().getByRole('button', { name: 'Add address' }));
    const first = within(screen.getByRole('group', { name: 'Delivery address 1' }));
    await user.type(first.getByRole('textbox', { name: /^Delivery address 1/ }), 'Lager Nord, Hamburg');
    await user.type(first.getByRole('textbox', { name: /^Date at address 1/ }), '01/03/2030');
    await user.type(first.getByRole('textbox', { name: 'Flyer A5 to address 1' }), '3000');
    await user.type(first.getByRole('textbox', { name: 'Brief to address 1' }), '1500');
    const second = within(screen.getByRole('group', { name: 'Delivery address 2' }));
    await user.type(second.getByRole('textbox', { name: /^Delivery address 2/ }), 'Filiale Süd');
    await user.type(second.getByRole('textbox', { name: 'Flyer A5 to address 2' }), '1000');
    expect(section().getByLabelText('Still to place').textContent).toBe('Still to place: Flyer A5 1,000 · Brief 500');
    await user.type(second.getByRole('textbox', { name: 'Flyer A5 to address 2' }), '0');
    await user.type(second.getByRole('textbox', { name: 'Brief to address 2' }), '500');
    expect(section().getByLabelText('Still to place').textContent).toBe('Still to place: Flyer A5 -8,000 · Brief 0');
    await user.clear(second.getByRole('textbox', { name: 'Flyer A5 to address 2' }));
    await user.type(second.getByRole('textbox', { name: 'Flyer A5 to address 2' }), '2000');
    expect(section().getByLabelText('Still to place').textContent).toBe('Still to place: Flyer A5 0 · Brief 0');

    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Task saved');
    const [body] = server.sent('POST /tasks/t1') as TaskInput[];
    expect(body!.deliveries).toEqual([
      {
        address: 'Lager Nord, Hamburg',
        date: '2030-03-01',
        counts: [
          { formatId: 'tf1', count: 3000 },
          { formatId: 'tf2', count: 1500 },
        ],
      },
      {
        address: 'Filiale Süd',
        date: null,
        counts: [
          { formatId: 'tf2', count: 500 },
          { formatId: 'tf1', count: 2000 },
        ],
      },
    ]);
  });

  it('shows a task’s addresses in German and removes one', async () => {
    const deliveries = [
      {
        address: 'Lager Nord',
        date: '2030-03-01',
        counts: [
          { formatId: 'tf1', count: 5000 },
          { formatId: 'tf2', count: 2000 },
        ],
      },
    ];
    const { user } = await renderForm(testTask({ formats: [flyer, letter], deliveries }), 'de');
    const group = within(screen.getByRole('group', { name: 'Lieferadresse 1' }));
    expect((group.getByRole('textbox', { name: /^Termin an Adresse 1/ }) as HTMLInputElement).value).toBe('01.03.2030');
    expect((group.getByRole('textbox', { name: 'Flyer A5 an Adresse 1' }) as HTMLInputElement).value).toBe('5000');
    expect(screen.getByLabelText('Noch zu verteilen').textContent).toBe('Noch zu verteilen: Flyer A5 0 · Brief 0');
    await user.click(screen.getByRole('button', { name: 'Adresse 1 entfernen' }));
    expect(screen.queryByRole('group', { name: 'Lieferadresse 1' })).toBeNull();
  });

  it('are changed by an amendment, which lists the address gone and the one added and sends them', async () => {
    const deliveries = [
      { address: 'Lager Nord', date: '2030-03-01', counts: [{ formatId: 'tf1', count: 5000 }] },
      { address: 'Filiale Süd', date: null, counts: [{ formatId: 'tf2', count: 2000 }] },
    ];
    const task = testTask({ formats: [flyer, letter], deliveries, state: TaskState.sent });
    const { user } = await renderPage(
      <TaskForm
        task={task}
        mode="amend"
        amendDialog={({ amendment }) =>
          amendment ? (
            <div role="dialog" aria-label="Amendment">
              <ul>
                {amendment.changes
                  .flatMap((c) => changeLines(c, 'en'))
                  .map(({ label, value }) => (
                    <li key={value}>{`${label}: ${value}`}</li>
                  ))}
              </ul>
              <output>{JSON.stringify(amendment.body.deliveries)}</output>
            </div>
          ) : null
        }
      />,
      { api: { 'GET /formats': { items: [] }, 'GET /companies': { items: [] } } },
    );
    const second = within(screen.getByRole('group', { name: 'Delivery address 2' }));
    await user.clear(second.getByRole('textbox', { name: /^Delivery address 2/ }));
    await user.type(second.getByRole('textbox', { name: /^Delivery address 2/ }), 'Filiale Ost');
    await user.click(screen.getByRole('button', { name: 'Amend task…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Amendment' }));
    expect(dialog.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Delivery addresses: removed Filiale Süd: Brief 2,000',
      'Delivery addresses: added Filiale Ost: Brief 2,000',
    ]);
    expect(JSON.parse(dialog.getByRole('status').textContent!)).toEqual([
      { address: 'Lager Nord', date: '2030-03-01', counts: [{ formatId: 'tf1', count: 5000 }] },
      { address: 'Filiale Ost', date: null, counts: [{ formatId: 'tf2', count: 2000 }] },
    ]);
  });
});
