import { describe, expect, it } from 'vitest';
import { FirstStepsSchema } from '../../../shared/schemas/dashboard.ts';
import { SupplierSchema } from '../../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { completeTask, flyer } from '../../test/tasks.ts';

type Api = ReturnType<typeof apiAs>;
const steps = (api: Api) => read(api.get('/api/dashboard/first-steps'), FirstStepsSchema);
const ticked = async (api: Api) => (await steps(api)).steps.flatMap((s) => (s.done ? [s.step] : []));

// docs/product.md#first-steps: the checklist ticks itself from what the workspace holds.
describe('dashboard: first steps', () => {
  const t = useTestApp();

  it('ticks each step as the workspace gets it, and is shown until every step is done', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'newbie')).cookie);
    expect(await steps(api)).toEqual({
      show: true,
      steps: [
        { step: 'company', done: false },
        { step: 'formats', done: false },
        { step: 'suppliers', done: false },
        { step: 'task', done: false },
        { step: 'testMail', done: false },
      ],
      draftId: null,
    });

    const company = { name: 'ACME Einkauf GmbH', address: 'Hafenstraße 1\n20457 Hamburg', vatNumber: '', phone: '' };
    expect((await api.post('/api/workspace', company)).statusCode).toBe(200);
    expect(await ticked(api)).toEqual(['company']);

    const { count: _count, ...stored } = flyer;
    expect((await api.put('/api/formats', stored)).statusCode).toBe(201);
    expect(await ticked(api)).toEqual(['company', 'formats']);

    const shop = await read(
      api.put('/api/suppliers', { name: 'Druck Alpha', email: 'a@druck.de' }),
      SupplierSchema,
      201,
    );
    expect(await ticked(api)).toEqual(['company', 'formats', 'suppliers']);
    // A deleted printshop is none.
    await api.delete(`/api/suppliers/${shop.id}`);
    expect(await ticked(api)).toEqual(['company', 'formats']);
    await api.put('/api/suppliers', { name: 'Druck Bravo', email: 'b@druck.de' });

    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema, 201);
    expect(await steps(api)).toMatchObject({ show: true, draftId: task.id });
    expect(await ticked(api)).toEqual(['company', 'formats', 'suppliers', 'task']);

    expect((await api.post(`/api/testmail/${task.id}`, { to: 'newbie@example.com' })).statusCode).toBe(200);
    expect(await steps(api)).toMatchObject({ show: false, draftId: task.id });
    expect(await ticked(api)).toEqual(['company', 'formats', 'suppliers', 'task', 'testMail']);
  });

  it('gives way once the workspace sent a task, whatever it left out, and tells nothing of others', async () => {
    const { api } = await sentTask(t.app, 1, 'sender');
    expect(await steps(api)).toMatchObject({ show: false, draftId: null });
    expect(await ticked(api)).toEqual(['suppliers', 'task']);
    const stranger = apiAs(t.app, (await signUp(t.app, 'stranger')).cookie);
    expect(await steps(stranger)).toMatchObject({ show: true, draftId: null });
    expect(await ticked(stranger)).toEqual([]);
  });
});
