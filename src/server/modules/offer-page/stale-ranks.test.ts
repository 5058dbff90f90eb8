import { describe, expect, it } from 'vitest';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { TaskSchema } from '../../../shared/schemas/tasks.ts';
import { useTestApp, waitFor } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { read } from '../../test/read.ts';
import { flyer } from '../../test/tasks.ts';

// docs/product.md#offers-and-ranks: a rank is among the current offers and says how many there are.
describe('ranks after an amendment', () => {
  const t = useTestApp();

  it('places a confirmed offer among the current ones only: best of 1, then 2 of 2; a stale one has no place', async () => {
    const { api, task, suppliers, pub, offer } = await sentTask(t.app, 3, 'buyer', {
      formats: [{ ...flyer, count: 10_000 }],
    });
    for (const [i, price] of [900, 1000, 1100].entries()) expect((await offer(i, [price])).statusCode).toBe(200);
    const page = (i: number) => read(pub(suppliers[i]!.id).get(), PubOfferSchema);
    // Each page shows the place its own change was given: printshop 1 offered second.
    expect(await page(1)).toMatchObject({ rank: { position: 2, of: 2 }, position: 2 });

    // The quantity goes from 10,000 to 12,000: every offer priced something else now.
    const amended = await api.post(`/api/tasks/${task.id}/amend`, {
      version: task.version,
      message: 'More flyers',
      formats: [{ ...task.formats[0]!, count: 12_000 }],
    });
    expect((await read(amended, TaskSchema)).formats[0]!.count).toBe(12_000);
    await waitFor(async () => ((await page(0)).supplierTask.stale ? true : undefined), 'the amendment on the page');

    // Printshop 2 confirms at the highest price of all: it is the best of 1 current offer, not "the best".
    const confirmed = await read(offer(2, [1500]), PubOfferSchema);
    expect(confirmed).toMatchObject({ rank: { position: 1, of: 1 }, position: 1, supplierTask: { stale: false } });
    // The others are told to confirm and have no place.
    expect(await page(0)).toMatchObject({ rank: null, position: 0, supplierTask: { stale: true } });

    // Printshop 0 confirms lower: 1 of 2 at once. Printshop 2's page keeps the place its confirmation was given
    // until it changes its offer (docs/product.md#offers-and-ranks); then it is 2 of 2.
    expect(await read(offer(0, [1200]), PubOfferSchema)).toMatchObject({ rank: { position: 1, of: 2 } });
    expect(await page(2)).toMatchObject({ rank: { position: 1, of: 1 }, position: 1 });
    expect(await read(offer(2, [1400]), PubOfferSchema)).toMatchObject({
      rank: { position: 2, of: 2 },
      position: 2,
      percentage: 100,
    });
    expect(await page(1)).toMatchObject({ rank: null, supplierTask: { stale: true } });
  });

  it('gives no rank without an own offer', async () => {
    const { suppliers, pub, offer } = await sentTask(t.app, 2);
    expect((await offer(0, [100, 200])).statusCode).toBe(200);
    expect(await read(pub(suppliers[1]!.id).get(), PubOfferSchema)).toMatchObject({ rank: null, position: 0 });
  });
});
