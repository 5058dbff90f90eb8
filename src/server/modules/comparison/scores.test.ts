import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskEventListSchema } from '../../../shared/schemas/events.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { WorkspaceSchema } from '../../../shared/schemas/workspace.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { readWorkbook, sheetRows } from '../../test/exports.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read, readError } from '../../test/read.ts';
import { completeTask } from '../../test/tasks.ts';

// docs/product.md#scoring
describe('weighted scoring', () => {
  const t = useTestApp();
  const weights = { price: 60, leadTime: 20, quality: 20, certificates: 0 };

  it('takes weights adding up to 100 on a task, fills a new task from the workspace defaults, and records a change', async () => {
    const { api, task } = await sentTask(t.app, 1);
    // Nobody set weights: the price alone, so nothing changes for those who never do.
    expect(task.scoring).toEqual({ price: 100, leadTime: 0, quality: 0, certificates: 0 });
    expect((await read(api.get('/api/workspace'), WorkspaceSchema)).scoringDefaults).toEqual(task.scoring);

    const wrong = { ...weights, certificates: 10 };
    expect(await readError(api.put(`/api/tasks/${task.id}/scoring`, wrong), 400)).toMatchObject({
      code: 'INVALID',
      key: 'weightsSum',
      params: { sum: 110 },
    });
    expect(await readError(api.put('/api/tasks', completeTask({ scoring: wrong })), 400)).toMatchObject({
      field: 'scoring',
      key: 'weightsSum',
    });
    expect(await readError(api.put(`/api/tasks/${task.id}/scoring`, { ...weights, price: 60.5 }), 400)).toMatchObject({
      field: 'price',
      key: 'wholeNumber',
    });

    // A sent task takes weights: they rank offers and never reach the printshops.
    expect((await read(api.put(`/api/tasks/${task.id}/scoring`, weights), TaskSchema)).scoring).toEqual(weights);
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.find((e) => e.kind === 'updated')).toMatchObject({
      fields: ['scoring'],
      values: [{ field: 'scoring', old: '100 / 0 / 0 / 0', new: '60 / 20 / 20 / 0' }],
    });

    expect((await api.post('/api/workspace', { scoringDefaults: weights })).statusCode).toBe(200);
    expect((await read(api.put('/api/tasks', completeTask()), TaskSchema)).scoring).toEqual(weights);
    const given = { price: 50, leadTime: 0, quality: 0, certificates: 50 };
    expect((await read(api.put('/api/tasks', completeTask({ scoring: given })), TaskSchema)).scoring).toEqual(given);
  });

  it('scores each offer and format by landed total, lead time and quality, and keeps the reason of an award that is neither best', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 3);
    const [s0, s1] = suppliers as [(typeof suppliers)[0], (typeof suppliers)[0]];
    // Druck 1 delivered well before (5 of 5): the workspace's only delivery, so its average too.
    const earlier = await read(api.put('/api/tasks', completeTask({ name: 'Earlier' })), TaskSchema);
    await api.post(`/api/tasks/${earlier.id}/suppliers/mail`, { suppliers: [] });
    const token = offerToken(t.app.deps.config.appSecret, earlier.id, s1.id);
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/pub/tasks/${earlier.id}/${s1.id}`,
      headers: { [OFFER_TOKEN_HEADER]: token },
      payload: { formats: earlier.formats.map((f) => ({ id: f.id, price: 900 })) },
    });
    expect(offered.statusCode).toBe(200);
    expect((await api.post(`/api/tasks/${earlier.id}/suppliers/${s1.id}/accept`)).statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const delivered = { deliveredOn: today, quality: 5 };
    expect((await api.post(`/api/tasks/${earlier.id}/deliveries/${s1.id}`, delivered)).statusCode).toBe(200);

    const [flyer, brief] = task.formats.map((f) => f.id) as [string, string];
    const send = (id: string, prices: number[], leadDays: number) =>
      pub(id).post({ formats: [flyer, brief].map((f, i) => ({ id: f, price: prices[i] })), terms: { leadDays } });
    expect((await send(s0.id, [1000, 500], 10)).statusCode).toBe(200);
    expect((await send(s1.id, [1100, 550], 5)).statusCode).toBe(200);
    // Druck 2 offers the Flyer alone: scored for it, not overall (its total covers less).
    const partial = { formats: [{ id: flyer, price: 950 }], terms: { leadDays: 5 } };
    expect((await pub(suppliers[2]!.id).post(partial)).statusCode).toBe(200);
    expect((await api.put(`/api/tasks/${task.id}/scoring`, weights)).statusCode).toBe(200);

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.scoring).toEqual(weights);
    const byName = Object.fromEntries(comparison.offers.map((o) => [o.name, o]));
    // Druck 0: the lowest (100), twice the lead time (50), no delivery yet: the workspace's 5 of 5 (marked).
    expect(byName['Druck 0']!.score).toEqual({
      total: 90,
      price: 100,
      leadTime: 50,
      quality: 100,
      certificates: 100,
      qualityEstimated: true,
    });
    // Druck 1: 1,500 ÷ 1,650 of the price, the shortest lead time, its own 5 of 5: 54.5 + 20 + 20.
    expect(byName['Druck 1']!.score).toMatchObject({
      total: 94.5,
      price: 90.9,
      leadTime: 100,
      qualityEstimated: false,
    });
    expect(byName['Druck 2']!.score).toBeNull();
    expect(byName['Druck 2']!.formatScores).toEqual([{ id: flyer, total: 100 }]);
    // Per format the yardstick is that format's lowest: 950 € for the Flyer, 60 × 950 ÷ 1,100 + 20 + 20.
    expect(byName['Druck 1']!.formatScores).toEqual([
      { id: flyer, total: 91.8 },
      { id: brief, total: 94.5 },
    ]);
    expect(comparison.bestScore).toEqual({
      total: 94.5,
      formats: [
        { id: flyer, total: 100 },
        { id: brief, total: 94.5 },
      ],
    });

    // The award goes to Druck 0 after all, with the buyer's reason: in the history, the comparison and the XLSX.
    const reason = 'Druck 1 cannot meet the new artwork date';
    const awards = [flyer, brief].map((formatId) => ({ formatId, supplierId: s0.id }));
    expect(
      await readError(api.post(`/api/tasks/${task.id}/award`, { awards, reason: 'x'.repeat(2001) }), 400),
    ).toMatchObject({ field: 'reason', key: 'tooLong' });
    expect((await api.post(`/api/tasks/${task.id}/award`, { awards, reason })).statusCode).toBe(200);
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.find((e) => e.kind === 'awarded')).toMatchObject({ subject: reason });
    expect((await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).awardReason).toBe(reason);
    const book = await readWorkbook((await api.get(`/api/tasks/${task.id}/offers.xlsx`)).rawPayload);
    const ordered = sheetRows(book.worksheets[1]!).map((row) => row.map((cell) => cell.value));
    expect(ordered.at(-1)!.slice(0, 2)).toEqual(['Reason for this award', reason]);
  });

  it('keeps the reason of a whole offer accepted, and takes an accept without a body as before', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    expect((await offer(1, [1100, 550])).statusCode).toBe(200);
    const accept = `/api/tasks/${task.id}/suppliers/${suppliers[1]!.id}/accept`;
    expect(await readError(api.post(accept, { reason: 'x'.repeat(2001) }), 400)).toMatchObject({
      field: 'reason',
      key: 'tooLong',
    });
    expect(await readError(api.post(accept, { why: 'no' }), 400)).toMatchObject({ field: 'why' });
    // No body at all, as the staff app sends an accept that needs no reason, is an accept too (a test below).
    const reason = 'Druck 1 prints on the recycled paper we asked for';
    expect((await api.post(accept, { reason })).statusCode).toBe(200);
    const events = (await read(api.get(`/api/tasks/${task.id}/events`), TaskEventListSchema)).items;
    expect(events.find((e) => e.kind === 'awarded')).toMatchObject({ subject: reason });
    expect((await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema)).awardReason).toBe(reason);
  });

  it('refuses weights once the tender ended', async () => {
    const { api, task, suppliers, offer } = await sentTask(t.app, 1);
    expect((await offer(0, [1000, 500])).statusCode).toBe(200);
    const accept = `/api/tasks/${task.id}/suppliers/${suppliers[0]!.id}/accept`;
    expect((await api.call('POST', accept)).statusCode).toBe(200);
    expect(await readError(api.put(`/api/tasks/${task.id}/scoring`, weights), 409)).toMatchObject({
      code: 'TASK_DONE',
    });
  });
});
