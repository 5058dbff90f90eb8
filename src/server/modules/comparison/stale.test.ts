import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { flyer } from '../../test/tasks.ts';

// docs/product.md#comparison: stale offers are shown apart, never lowest, each price under its own quantity.
describe('stale offers in the comparison', () => {
  const t = useTestApp();

  it('marks no stale offer lowest and says which quantity each stale price was given for', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 3, 'buyer', {
      formats: [{ ...flyer, count: 10_000, counts: [15_000] }],
    });
    const offer = (i: number, price: number, scale: number) =>
      pub(suppliers[i]!.id).post({
        formats: [{ id: task.formats[0]!.id, price, scales: [{ count: 15_000, price: scale }] }],
      });
    for (const [i, price] of [900, 1000, 1100].entries())
      expect((await offer(i, price, price + 100)).statusCode).toBe(200);

    // 10,000 becomes 12,000; 15,000 is still asked.
    const amended = await api.post(`/api/tasks/${task.id}/amend`, {
      version: task.version,
      message: 'More flyers',
      formats: [{ ...task.formats[0]!, count: 12_000 }],
    });
    const formatId = (await read(amended, TaskSchema)).formats[0]!.id;
    expect((await offer(2, 1500, 1700)).statusCode).toBe(200);

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.formats).toEqual([expect.objectContaining({ id: formatId, count: 12_000, counts: [15_000] })]);
    // Only the confirmed offer is lowest, at 12,000 and at 15,000, though the stale ones are cheaper.
    const confirmed = comparison.offers[0]!.supplierId;
    expect(comparison.lowest).toEqual([{ id: formatId, price: 150_000, landed: 150_000, supplierIds: [confirmed] }]);
    expect(comparison.lowestScales).toEqual([{ id: formatId, count: 15_000, price: 170_000 }]);
    // The confirmed offer first; the stale ones apart, their main prices for 10,000, not for 12,000.
    expect(comparison.offers.map((o) => [o.name, o.stale, o.pricedFor])).toEqual([
      ['Druck 2', false, [{ id: formatId, count: 12_000 }]],
      ['Druck 0', true, [{ id: formatId, count: 10_000 }]],
      ['Druck 1', true, [{ id: formatId, count: 10_000 }]],
    ]);
  });

  it('follows a quantity through several amendments to the one the offer priced', async () => {
    const { api, task, offer } = await sentTask(t.app, 2, 'buyer');
    expect((await offer(0, [100, 200])).statusCode).toBe(200);
    let current = task;
    const amend = async (formats: object[], message: string) => {
      const res = await api.post(`/api/tasks/${task.id}/amend`, { version: current.version, message, formats });
      current = await read(res, TaskSchema);
    };
    const [flyerA5, letter] = task.formats as [(typeof task.formats)[number], (typeof task.formats)[number]];
    await amend([{ ...flyerA5, count: 6000 }, letter], 'one');
    expect((await offer(1, [300, 400])).statusCode).toBe(200);
    await amend(
      [
        { ...current.formats[0]!, count: 7000 },
        { ...current.formats[1]!, count: 2500 },
      ],
      'two',
    );

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    const pricedFor = Object.fromEntries(comparison.offers.map((o) => [o.name, o.pricedFor.map((p) => p.count)]));
    expect(pricedFor).toEqual({ 'Druck 0': [5000, 2000], 'Druck 1': [6000, 2000] });
    expect(comparison.lowest).toEqual([]);
  });
});
