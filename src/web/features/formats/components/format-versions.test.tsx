import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../../shared/schemas/formats.ts';
import { reply } from '../../../test/api.ts';
import { openNewFormat, saved } from '../../../test/formats-page.tsx';
import { renderPage } from '../../../test/render.tsx';
import { FormatsPage } from '../routes/formats-page.tsx';

// The versions editor (components/versions-editor) in the stored formats' dialog; a task's formats use the same
// editor (features/tasks/components/format-versions.test.tsx).

const openNew = openNewFormat;

describe('the versions of a stored format', () => {
  it('are added, removed and saved with their names and quantities', async () => {
    const { user, dialog, server } = await openNew('en');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Business cards');
    const versions = within(dialog).getByRole('group', { name: 'Versions' });
    for (const [name, count] of [
      ['Müller', '250'],
      ['Weber', '1,000'],
      ['Gone', '5'],
    ] as const) {
      await user.click(within(versions).getByRole('button', { name: 'Add version' }));
      await user.type(within(versions).getAllByRole('textbox', { name: 'Version name' }).at(-1)!, name);
      await user.type(within(versions).getAllByRole('textbox', { name: 'Quantity' }).at(-1)!, count);
    }
    await user.click(within(versions).getByRole('button', { name: 'Remove version 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Format created');
    const [body] = server.sent('PUT /formats') as [Record<string, unknown>];
    expect(body.versions).toEqual([
      { name: 'Müller', count: 250 },
      { name: 'Weber', count: 1000 },
    ]);
  });

  it('in German: an empty quantity is refused in the form, a name the server refuses under its field', async () => {
    const { user, dialog, server } = await openNew('de', {
      'PUT /formats': reply(400, {
        code: 'INVALID',
        field: 'versions.1.name',
        key: 'repeated',
        message: 'versions.1.name: Given twice: name each once',
      }),
    });
    await user.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Visitenkarten');
    const versions = within(dialog).getByRole('group', { name: 'Sorten' });
    await user.click(within(versions).getByRole('button', { name: 'Sorte hinzufügen' }));
    await user.click(within(versions).getByRole('button', { name: 'Sorte hinzufügen' }));
    const names = within(versions).getAllByRole('textbox', { name: 'Sortenname' });
    const counts = within(versions).getAllByRole('textbox', { name: 'Auflage' });
    await user.type(names[0]!, 'Müller');
    await user.type(names[1]!, 'müller');
    await user.type(counts[0]!, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(counts[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(within(versions).getByText('Pflichtfeld')).toBeTruthy();
    expect(server.sent('PUT /formats')).toEqual([]);

    await user.type(counts[1]!, '1.000');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(versions).findByText('Doppelt angegeben: jedes nur einmal nennen')).toBeTruthy();
    expect(names[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(server.sent('PUT /formats')).toEqual([
      expect.objectContaining({
        versions: [
          { name: 'Müller', count: 250 },
          { name: 'müller', count: 1000 },
        ],
      }),
    ]);
  });

  it('open with a saved format, and a change replaces them whole', async () => {
    const none = { weight: '', personalisation: '', description: '' };
    const cards: Format = {
      ...{ id: 'f1', version: 2, title: 'Cards', format: '', color: '', perforation: '', fold: '', spec: null },
      ...{ en: none, de: none, sk: none },
      versions: [
        { name: 'Müller', count: 250 },
        { name: 'Weber', count: 500 },
      ],
    };
    const { user, server } = await renderPage(<FormatsPage />, {
      api: { 'GET /formats': { items: [cards] }, 'POST /formats/f1': saved },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Edit Cards' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Edit format' });
    const versions = within(dialog).getByRole('group', { name: 'Versions' });
    const names = within(versions).getAllByRole('textbox', { name: 'Version name' });
    expect(names.map((n) => (n as HTMLInputElement).value)).toEqual(['Müller', 'Weber']);
    expect(
      within(versions)
        .getAllByRole('textbox', { name: 'Quantity' })
        .map((n) => (n as HTMLInputElement).value),
    ).toEqual(['250', '500']);
    await user.click(within(versions).getByRole('button', { name: 'Remove version 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => server.sent('POST /formats/f1').length).toBe(1);
    expect(server.sent('POST /formats/f1')[0]).toMatchObject({ versions: [{ name: 'Weber', count: 500 }] });
  });
});
