import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../../shared/schemas/comparison.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { flyer } from '../../test/tasks.ts';

// docs/product.md#comparison: a price far above the others is flagged ("typo?"), and nothing lowest rests on it.
describe('prices far above the others in the comparison', () => {
  const t = useTestApp();

  it('flags per format a count price 3× the median of the others; the offer’s other prices count as they are', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 4);
    const [flyerId, letterId] = task.formats.map((f) => f.id) as [string, string];
    const offer = (i: number, prices: [string, string], deliveryCost: string) =>
      pub(suppliers[i]!.id).post({
        formats: [
          { id: flyerId, price: prices[0] },
          { id: letterId, price: prices[1] },
        ],
        terms: { deliveryCost },
      });
    // Druck 3 typed 960,690 € for its flyer (690 € meant); Druck 2's letter is 930 €, the others' about 305 €.
    expect((await offer(0, ['700', '300'], '50')).statusCode).toBe(200);
    expect((await offer(1, ['720', '310'], '50')).statusCode).toBe(200);
    expect((await offer(2, ['710', '930'], '50')).statusCode).toBe(200);
    expect((await offer(3, ['960690', '305'], '0')).statusCode).toBe(200);

    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.outliers).toEqual([
      { supplierId: suppliers[3]!.id, formatId: flyerId },
      { supplierId: suppliers[2]!.id, formatId: letterId },
    ]);
    // The letter's lowest landed is Druck 3's 305 € with free delivery: its flyer is flagged, its letter is not.
    expect(comparison.lowest).toEqual([
      { id: flyerId, price: 70_000, landed: 75_000, supplierIds: [suppliers[0]!.id] },
      { id: letterId, price: 30_500, landed: 30_500, supplierIds: [suppliers[3]!.id] },
    ]);
  });

  it('keeps a flagged price out of the lowest where its delivery would land it lowest', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 3, 'buyer', { formats: [flyer] });
    const offer = (i: number, price: string, deliveryCost: string) =>
      pub(suppliers[i]!.id).post({ formats: [{ id: task.formats[0]!.id, price }], terms: { deliveryCost } });
    // 330 € is 3.1× the others' median of 105 €, and free; the others pay 250 € delivery: 330 € < 350 €.
    expect((await offer(0, '100', '250')).statusCode).toBe(200);
    expect((await offer(1, '110', '250')).statusCode).toBe(200);
    expect((await offer(2, '330', '0')).statusCode).toBe(200);
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    expect(comparison.outliers).toEqual([{ supplierId: suppliers[2]!.id, formatId: task.formats[0]!.id }]);
    expect(comparison.lowest).toEqual([
      { id: task.formats[0]!.id, price: 10_000, landed: 35_000, supplierIds: [suppliers[0]!.id] },
    ]);
  });

  it('says when an amendment added a format, so that an offer sent before is not said to have left it out', async () => {
    const { api, task, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [100, 50])).statusCode).toBe(200);
    const before = Date.now();
    const amended = await read(
      api.post(`/api/tasks/${task.id}/amend`, {
        version: task.version,
        message: 'Plakat dazu',
        formats: [...task.formats, { ...flyer, title: 'Plakat A2', format: 'A2', count: 300 }],
      }),
      TaskSchema,
    );
    const comparison = await read(api.get(`/api/tasks/${task.id}/offers`), ComparisonSchema);
    const [first, second, poster] = comparison.formats;
    expect([first!.addedAt, second!.addedAt]).toEqual([null, null]);
    expect(poster).toMatchObject({ id: amended.formats[2]!.id, title: 'Plakat A2' });
    expect(poster!.addedAt).toBeGreaterThanOrEqual(before);
    expect(comparison.offers[0]!.submittedAt).toBeLessThan(poster!.addedAt!);
  });
});
