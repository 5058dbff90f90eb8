import { expect } from 'vitest';
import { NoticeSchema } from '../../shared/schemas/account.ts';
import type { App } from '../app.ts';
import { sentTask } from './offers.ts';
import { read } from './read.ts';

/**
 * A tender in EUR that takes CZK at 0.04 EUR: Druck 0 quotes in CZK (Flyer 20,000, Brief 10,000, delivery 500 CZK:
 * 800 + 400 + 20 EUR), Druck 1 and Druck 2 in EUR (1,000 + 500 and 900 + 200). `award()` orders the Flyer from
 * Druck 0 and the Brief from Druck 2: 20,500 CZK and 200 EUR, 1,020 EUR in all.
 */
export async function foreignOffer(app: App) {
  const sent = await sentTask(app, 3, 'buyer', { currencies: ['EUR', 'CZK'], rates: { CZK: '0.04' } });
  const { api, task, suppliers, offer } = sent;
  const [flyer, letter] = task.formats;
  await quoteInCzk(sent, { deliveryCost: '500' });
  expect((await offer(1, [1000, 500])).statusCode).toBe(200);
  expect((await offer(2, [900, 200])).statusCode).toBe(200);
  const award = async () => {
    const awards = [
      { formatId: flyer!.id, supplierId: suppliers[0]!.id },
      { formatId: letter!.id, supplierId: suppliers[2]!.id },
    ];
    const answer = await read(api.post(`/api/tasks/${task.id}/award`, { awards }), NoticeSchema);
    expect(answer).toMatchObject({ code: 'ORDER_SENT' });
  };
  return { ...sent, flyer: flyer!, letter: letter!, award };
}

type Sent = Awaited<ReturnType<typeof sentTask>>;

/** Druck 0's offer in CZK on a task of two formats: Flyer 20,000 and Brief 10,000 CZK (`terms` beside). */
export async function quoteInCzk({ task, suppliers, pub }: Sent, terms?: Record<string, string>) {
  const [flyer, letter] = task.formats;
  const czech = await pub(suppliers[0]!.id).post({
    currency: 'CZK',
    formats: [
      { id: flyer!.id, price: '20000' },
      { id: letter!.id, price: '10000' },
    ],
    ...(terms && { terms }),
  });
  expect(czech.statusCode).toBe(200);
}
