import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { scaled } from '../../test/scaled-task.ts';
import { completeTask, flyer } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';

describe('a format’s further quantities', () => {
  const t = useTestApp();

  it('keeps a format’s further quantities and run-on, and refuses them out of order, repeated or too many', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'planner')).cookie);
    const task = await read(api.put('/api/tasks', completeTask({ formats: [scaled] })), TaskSchema);
    expect(task.formats[0]).toMatchObject({ count: 5000, counts: [1000, 2500], runOn: true });
    expect((await read(api.get(`/api/tasks/${task.id}`), TaskSchema)).formats[0]).toMatchObject({
      counts: [1000, 2500],
      runOn: true,
    });
    const plain = await read(api.put('/api/tasks', completeTask({ formats: [flyer] })), TaskSchema);
    expect(plain.formats[0]).toMatchObject({ counts: [], runOn: false });

    for (const [counts, key] of [
      [[2500, 1000], 'quantities'],
      [[1000, 1000], 'quantities'],
      [[1000, 5000], 'quantities'],
      [[0], 'tooSmall'],
      [[1, 2, 3, 4, 6, 7], 'tooMany'],
    ] as const) {
      const res = await api.post(
        `/api/tasks/${task.id}`,
        completeTask({ formats: [{ ...scaled, counts: [...counts] }] }),
      );
      expect(await readError(res, 400), JSON.stringify(counts)).toMatchObject({
        code: 'INVALID',
        field: expect.stringMatching(/^formats\.0\.counts/),
        key,
      });
    }
  });
});
