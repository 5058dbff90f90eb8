import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FormatListSchema, FormatSchema } from '../../../shared/schemas/formats.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { signUp } from '../../test/accounts.ts';
import { apiAs } from '../../test/api.ts';
import { useTestApp } from '../../test/helper.ts';
import { read } from '../../test/read.ts';
import { completeTask, germanOnlyFlyer } from '../../test/tasks.ts';
import { formatSpecs } from './031-format-specs.ts';

describe('migration 031', () => {
  const t = useTestApp();

  it('keeps the free-text formats there are as they were, without a spec', async () => {
    const api = apiAs(t.app, (await signUp(t.app, 'buyer')).cookie);
    const { count: _, ...free } = germanOnlyFlyer;
    const stored = await read(api.put('/api/formats', free), FormatSchema, 201);
    const task = await read(api.put('/api/tasks', completeTask({ formats: [germanOnlyFlyer] })), TaskSchema, 201);
    const db = t.app.deps.db as unknown as Kysely<unknown>;
    await formatSpecs.down!(db);
    await formatSpecs.up(db);

    // As before 031 (no column), then migrated: every text there, no spec.
    expect(await read(api.get('/api/formats'), FormatListSchema)).toEqual({ items: [{ ...stored, spec: null }] });
    const again = await read(api.get(`/api/tasks/${task.id}`), TaskSchema);
    expect(again.formats).toEqual(task.formats.map((f) => ({ ...f, spec: null })));
    expect(again.formats[0]!.de).toEqual(germanOnlyFlyer.de);
  });
});
