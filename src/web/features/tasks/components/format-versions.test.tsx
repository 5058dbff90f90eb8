import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../../shared/schemas/formats.ts';
import type { Task, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { reply } from '../../../test/api.ts';
import { renderPage } from '../../../test/render.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { TaskForm } from './task-form.tsx';

// A task's formats carry versions (components/versions-editor, docs/product.md#versions): their sum is the
// format's quantity, and a format may ask for a price per version change.

const none = { weight: '', personalisation: '', description: '' };
const cards: Format = {
  ...{ id: 'f9', version: 3, title: 'Visitenkarten', format: '85 × 55', color: '', perforation: '', fold: '' },
  ...{ en: none, de: none, sk: none, spec: null },
  versions: [
    { name: 'Müller', count: 250 },
    { name: 'Weber', count: 500 },
  ],
};

function renderForm(task: Task, language: 'en' | 'de', routes: Record<string, unknown> = {}) {
  const saved = (body: unknown) => {
    const update = body as TaskInput;
    return testTask({ ...update, formats: update.formats.map((f, i) => testFormat({ ...f, id: `tf${i + 1}` })) });
  };
  return renderPage(<TaskForm task={task} mode="edit" amendDialog={() => null} />, {
    language,
    api: {
      'GET /formats': { items: [cards] },
      'GET /companies': { items: [] },
      [`POST /tasks/${task.id}`]: saved,
      ...routes,
    },
  });
}

const value = (element: HTMLElement) => (element as HTMLInputElement).value;

describe("a task format's versions", () => {
  it('sum up to the quantity, are saved with the wish for a version-change price, and stay after saving', async () => {
    const { user, server } = await renderForm(testTask({ formats: [testFormat()] }), 'en');
    await user.click(screen.getByRole('button', { name: /Flyer A5/ }));
    let format = screen.getByRole('region', { name: /Flyer A5/ });
    let versions = within(format).getByRole('group', { name: 'Versions' });
    await user.click(within(versions).getByRole('button', { name: 'Add version' }));
    await user.click(within(versions).getByRole('button', { name: 'Add version' }));
    const names = within(versions).getAllByRole('textbox', { name: 'Version name' });
    const counts = within(versions).getAllByRole('textbox', { name: 'Quantity' });
    await user.type(names[0]!, 'English');
    await user.type(counts[0]!, '2,000');
    await user.type(names[1]!, 'German');
    await user.type(counts[1]!, '3500');
    const quantity = within(format).getAllByRole('textbox', { name: 'Quantity' })[0]!;
    expect(value(quantity)).toBe('5,500');
    expect(quantity).toHaveProperty('readOnly', true);
    await user.click(within(versions).getByRole('checkbox', { name: 'Ask for a price per version change' }));
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Task saved');
    const [body] = server.sent('POST /tasks/t1') as [TaskInput];
    expect(body.formats[0]).toMatchObject({
      count: 5500,
      versionChangePrice: true,
      versions: [
        { name: 'English', count: 2000 },
        { name: 'German', count: 3500 },
      ],
    });
    // The saved task comes back with them (the form is drawn anew).
    versions = within(screen.getByRole('region', { name: /Flyer A5/ })).getByRole('group', { name: 'Versions' });
    expect(within(versions).getAllByRole('textbox', { name: 'Version name' }).map(value)).toEqual([
      'English',
      'German',
    ]);
    expect(within(versions).getByRole('checkbox', { name: 'Ask for a price per version change' })).toHaveProperty(
      'checked',
      true,
    );

    // Without versions the typed quantity is back, to be edited again.
    await user.click(within(versions).getByRole('button', { name: 'Remove version 2' }));
    await user.click(within(versions).getByRole('button', { name: 'Remove version 1' }));
    format = screen.getByRole('region', { name: /Flyer A5/ });
    const own = within(format).getByRole('textbox', { name: 'Quantity' });
    expect(own).toHaveProperty('readOnly', false);
    await user.clear(own);
    await user.type(own, '6000');
    await user.click(screen.getByRole('button', { name: 'Save task' }));
    await expect.poll(() => server.sent('POST /tasks/t1').length).toBe(2);
    expect((server.sent('POST /tasks/t1')[1] as TaskInput).formats[0]).toMatchObject({ count: 6000, versions: [] });
  });

  it('in German: come with a stored format, and a name the server refuses shows under its field', async () => {
    const { user, server } = await renderForm(testTask(), 'de', {
      'POST /tasks/t1': reply(400, {
        code: 'INVALID',
        field: 'formats.0.versions.1.name',
        key: 'repeated',
        message: 'formats.0.versions.1.name: Given twice: name each once',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Format hinzufügen' }));
    await user.click(await screen.findByRole('menuitem', { name: /Visitenkarten/ }));
    const format = screen.getByRole('region', { name: /Visitenkarten/ });
    const versions = within(format).getByRole('group', { name: 'Sorten' });
    const names = within(versions).getAllByRole('textbox', { name: 'Sortenname' });
    expect(names.map(value)).toEqual(['Müller', 'Weber']);
    expect(value(within(format).getAllByRole('textbox', { name: 'Auflage' })[0]!)).toBe('750');
    await user.click(within(versions).getByRole('button', { name: 'Sorte hinzufügen' }));
    await user.type(within(versions).getAllByRole('textbox', { name: 'Sortenname' })[2]!, 'Schulz');
    await user.type(within(versions).getAllByRole('textbox', { name: 'Auflage' })[2]!, '1.000');
    expect(value(within(format).getAllByRole('textbox', { name: 'Auflage' })[0]!)).toBe('1.750');
    await user.click(within(versions).getByRole('checkbox', { name: 'Preis je Sortenwechsel erfragen' }));
    await user.click(screen.getByRole('button', { name: 'Anfrage speichern' }));
    expect(await within(versions).findByText('Doppelt angegeben: jedes nur einmal nennen')).toBeTruthy();
    expect(names[1]!.getAttribute('aria-invalid')).toBe('true');
    const [body] = server.sent('POST /tasks/t1') as [TaskInput];
    expect(body.formats[0]).toMatchObject({
      formatId: 'f9',
      count: 1750,
      versionChangePrice: true,
      versions: [
        { name: 'Müller', count: 250 },
        { name: 'Weber', count: 500 },
        { name: 'Schulz', count: 1000 },
      ],
    });
  });
});
