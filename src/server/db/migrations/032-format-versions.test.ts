import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { completeTask, flyer } from '../../test/tasks.ts';
import { formatVersions } from './032-format-versions.ts';
import { taskDeliveries } from './033-task-deliveries.ts';

describe('migrations 032 and 033', () => {
  const t = useTestApp();

  it('read the formats and tasks written before them with no versions and no delivery addresses', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const { count: _, ...free } = flyer;
    const stored = await read(api.put('/api/formats', free), FormatSchema, 201);
    const task = await read(api.put('/api/tasks', completeTask()), TaskSchema, 201);
    const db = t.app.deps.db as unknown as Kysely<unknown>;
    await taskDeliveries.down!(db);
    await formatVersions.down!(db);
    await formatVersions.up(db);
    await taskDeliveries.up(db);

    expect(await read(api.get('/api/formats'), FormatListSchema)).toEqual({ items: [{ ...stored, versions: [] }] });
    const again = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(again.deliveries).toEqual([]);
    expect(again.formats).toEqual(task.formats.map((f) => ({ ...f, versions: [], versionChangePrice: false })));
  });
});
