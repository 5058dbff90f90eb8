import { describe, expect, it } from 'vitest';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

// Issue 45: a lettershop and a note to the printshops are optional; a task is ready without them.
describe('lettershop and note', () => {
  const t = useTestApp();

  async function staff() {
    return apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
  }

  it('may be left out or empty: the task is ready without them', async () => {
    const api = await staff();
    const { note: _n, lettershop: _l, ...rest } = completeTask();
    const left = await read(api.put('/api/tasks', rest), TaskSchema);
    expect(left).toMatchObject({ note: '', lettershop: '', state: 5, missing: [] });
    const empty = await read(api.put('/api/tasks', completeTask({ note: ' ', lettershop: '' })), TaskSchema);
    expect(empty).toMatchObject({ note: '', lettershop: '', state: 5, missing: [] });
  });

  it('are kept when given, and cleared by an update', async () => {
    const api = await staff();
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema);
    expect(task).toMatchObject({ note: 'Please quote incl. delivery', lettershop: 'Lettershop Nord', state: 5 });
    const renamed = await read(api.post(`/api/tasks/${task.id}`, { name: 'Mailing Q2' }), TaskSchema);
    expect(renamed).toMatchObject({ note: 'Please quote incl. delivery', lettershop: 'Lettershop Nord' });
    const cleared = await read(api.post(`/api/tasks/${task.id}`, { note: '', lettershop: '' }), TaskSchema);
    expect(cleared).toMatchObject({ note: '', lettershop: '', state: 5, missing: [] });
  });
});
