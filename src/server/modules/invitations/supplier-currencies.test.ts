import { describe, expect, it } from 'vitest';
import { SupplierTaskListSchema } from '../../../shared/schemas/invitations.ts';
import { useTestApp } from '../../test/helper.ts';
import { sentTask } from '../../test/offers.ts';
import { quoteInCzk } from '../../test/foreign-offer.ts';
import { read } from '../../test/read.ts';

const czkTask = { currencies: ['EUR' as const, 'CZK' as const], rates: { CZK: '0.04' } };

// docs/product.md#currencies: the printshop table weighs an offer as the comparison does, and says what it quoted.
describe('the printshop table of a task accepting CZK', () => {
  const t = useTestApp();

  it('gives a CZK offer’s total in the task’s currency at its rate, and as quoted in CZK', async () => {
    const sent = await sentTask(t.app, 2, 'buyer', czkTask);
    const { api, task, offer } = sent;
    // 20,000 + 10,000 CZK at 0.04: 1,200.00 EUR, more than the 1,100.00 EUR of the other offer.
    await quoteInCzk(sent);
    await offer(1, ['900', '200']);
    const list = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    expect(list.items.map((r) => [r.name, r.sum, r.currency, r.quotedSum])).toEqual([
      ['Druck 0', 120_000, 'CZK', 3_000_000],
      ['Druck 1', 110_000, 'EUR', 110_000],
    ]);
  });

  it('names no offer’s currency while the offers are sealed', async () => {
    const { api, task, suppliers, pub } = await sentTask(t.app, 1, 'buyer', { ...czkTask, sealed: true });
    const czech = await pub(suppliers[0]!.id).post({
      currency: 'CZK',
      formats: task.formats.map((f) => ({ id: f.id, price: '20000' })),
    });
    expect(czech.statusCode).toBe(200);
    const list = await read(api.get(`/api/tasks/${task.id}/suppliers`), SupplierTaskListSchema);
    expect(list.items[0]).toMatchObject({ sum: null, quotedSum: null, currency: 'EUR' });
  });
});
