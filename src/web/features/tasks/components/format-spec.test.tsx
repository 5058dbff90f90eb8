import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Format } from '../../../../shared/schemas/formats.ts';
import type { Spec } from '../../../../shared/schemas/spec.ts';
import type { Task, TaskInput } from '../../../../shared/schemas/tasks.ts';
import { renderPage } from '../../../test/render.tsx';
import { testFormat, testTask } from '../../../test/tasks.ts';
import { TaskForm } from './task-form.tsx';

// A task's formats carry a structured spec (components/spec-editor): edited in the format's panel, copied in
// with a stored format, saved with the task.

const none = { weight: '', personalisation: '', description: '' };
const brochure: Spec = {
  product: 'brochure',
  size: { name: 'A4', widthMm: 210, heightMm: 297 },
  pages: 32,
  colors: { front: { process: 'cmyk', spot: 0 }, back: { process: 'cmyk', spot: 0 } },
  papers: [
    { part: 'cover', kind: 'coated-gloss', grammage: 250 },
    { part: 'inside', kind: 'coated-matt', grammage: 135, certified: 'FSC' },
  ],
  binding: 'saddle-stitch',
  finishing: [{ kind: 'lamination-matt', side: 'front' }],
  folding: { kind: 'none', panels: null },
  packaging: null,
  proof: 'pdf',
};
const catalogue: Format = {
  ...{ id: 'f9', version: 3, title: 'Katalog', format: '', color: '', perforation: '', fold: '' },
  ...{
    en: none,
    de: none,
    sk: none,
    versions: [],
    spec: { ...brochure, product: 'catalogue', pages: 64, binding: 'pur' },
  },
};

function renderForm(task: Task) {
  const saved = (body: unknown) => {
    const update = body as TaskInput;
    return testTask({ ...update, formats: update.formats.map((f, i) => testFormat({ ...f, id: `tf${i + 1}` })) });
  };
  return renderPage(<TaskForm task={task} mode="edit" amendDialog={() => null} />, {
    language: 'de',
    api: { 'GET /formats': { items: [catalogue] }, 'GET /companies': { items: [] }, [`POST /tasks/${task.id}`]: saved },
  });
}

const save = () => screen.getByRole('button', { name: 'Anfrage speichern' });

describe("a task format's spec", () => {
  it('opens with its values, and a change is saved with the task', async () => {
    const { user, server } = await renderForm(
      testTask({ formats: [testFormat({ title: 'Broschüre', spec: brochure })] }),
    );
    await user.click(screen.getByRole('button', { name: /Broschüre/ }));
    const format = screen.getByRole('region', { name: /Broschüre/ });
    expect((within(format).getByRole('combobox', { name: 'Produkt' }) as HTMLSelectElement).value).toBe('brochure');
    const pages = within(format).getByRole('textbox', { name: 'Umfang (Seiten)' });
    expect((pages as HTMLInputElement).value).toBe('32');
    await user.clear(pages);
    await user.type(pages, '48');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Anfrage gespeichert');
    const [body] = server.sent('POST /tasks/t1') as [TaskInput];
    expect(body.formats[0]!.spec).toEqual({ ...brochure, pages: 48 });
  });

  it('comes with a stored format picked into the task', async () => {
    const { user, server } = await renderForm(testTask());
    await user.click(screen.getByRole('button', { name: 'Format hinzufügen' }));
    await user.click(await screen.findByRole('menuitem', { name: /Katalog/ }));
    const format = screen.getByRole('region', { name: /Katalog/ });
    expect((within(format).getByRole('combobox', { name: 'Produkt' }) as HTMLSelectElement).value).toBe('catalogue');
    expect((within(format).getByRole('combobox', { name: 'Bindung' }) as HTMLSelectElement).value).toBe('pur');
    await user.type(within(format).getByRole('textbox', { name: 'Auflage' }), '2000');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Anfrage gespeichert');
    const [body] = server.sent('POST /tasks/t1') as [TaskInput];
    expect(body.formats[0]).toMatchObject({ formatId: 'f9', count: 2000, spec: catalogue.spec });
  });
});
