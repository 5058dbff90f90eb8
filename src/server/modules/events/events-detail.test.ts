import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { completeTask, flyer } from '../../test/tasks.ts';
import { read, readError } from '../../test/read.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { FormatListSchema } from '../../../shared/schemas/formats.ts';
import { PriceHistorySchema } from '../../../shared/schemas/prices.ts';

type Event = { kind: string; subject: string | null; values: unknown[]; awards: unknown[] };

// The audit trail: what changed, not just that something did.
describe('what the audit trail keeps of a change', () => {
  const t = useTestApp();

  it('keeps an update’s fields old → new, a split award per format, and a free format saved as stored', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    const events = async () =>
      (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items as Event[];

    // Before sending: a draft's name, award date and sealing change.
    const draft = await read(api.put('/api/tasks', completeTask({ name: 'Entwurf' })), TaskSchema);
    const updated = await api.post(`/api/tasks/${draft.id}`, completeTask({ name: 'Entwurf 2', sealed: true }));
    expect(updated.statusCode).toBe(200);
    const [change] = (await read(api.get(`/api/tasks/${draft.id}/events`), TaskEventListSchema)).items as Event[];
    expect(change).toMatchObject({
      kind: 'updated',
      values: [
        { field: 'name', old: 'Entwurf', new: 'Entwurf 2' },
        { field: 'sealed', old: 'false', new: 'true' },
      ],
    });

    // A split award names each format's printshop and quantity.
    await offer(0, [1000, 500]);
    await offer(1, [900, 600]);
    const [flyerId, letterId] = task.formats.map((f) => f.id) as [string, string];
    const awards = [
      { formatId: flyerId, supplierId: suppliers[1]!.id },
      { formatId: letterId, supplierId: suppliers[0]!.id },
    ];
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards })).statusCode).toBe(200);
    expect((await events()).find((e) => e.kind === 'awarded')).toMatchObject({
      awards: [
        { format: 'Flyer A5', supplier: 'Druck 1', count: 5000, alternative: null },
        { format: 'Brief DIN lang', supplier: 'Druck 0', count: 2000, alternative: null },
      ],
    });

    // Saving a free format as stored works after the award too, once, and is in the trail.
    const store = (id: string) => api.post(`/api/tasks/${task.id}/formats/${id}/store`);
    const link = (await read(store(flyerId), TaskSchema)).formats[0]!.formatId!;
    const formats = (await read(api.get('/api/formats'), FormatListSchema)).items;
    expect(formats).toEqual([expect.objectContaining({ id: link, title: 'Flyer A5', de: flyer.de })]);
    expect((await readError(store(flyerId), 409)).code).toBe('FORMAT_STORED');
    expect((await store('nope')).statusCode).toBe(404);
    expect((await events())[0]).toMatchObject({ kind: 'format-stored', subject: 'Flyer A5' });
    expect((await read(api.get(`/api/formats/${link}/prices`), PriceHistorySchema)).items).toHaveLength(3);
  });
});
