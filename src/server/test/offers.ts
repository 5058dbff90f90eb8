import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { type Supplier, SupplierSchema } from '../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../shared/schemas/tasks.ts';
import { signUp } from './accounts.ts';
import { apiAs } from './api.ts';
import { read } from './read.ts';
import { completeTask } from './tasks.ts';

/** A sent task (state 50) with `n` invited suppliers; `supplier(i)` calls the public API with its link. */
export async function sentTask(app: App, n = 3, username = 'buyer', change: Parameters<typeof completeTask>[0] = {}) {
  const api = apiAs(app, (await signUp(app, username)).cookie);
  const suppliers: Supplier[] = [];
  for (let i = 0; i < n; i++) {
    const language = i % 2 === 0 ? 'de' : 'en';
    suppliers.push(
      await read(api.put('/api/suppliers', { name: `Druck ${i}`, email: `s${i}@druck.de`, language }), SupplierSchema),
    );
  }
  const task = await read(api.put('/api/tasks', completeTask(change)), TaskSchema);
  await api.post(`/api/tasks/${task.id}/suppliers/mail`, { suppliers: [] });
  const pub = (supplierId: string, token = offerToken(app.deps.config.appSecret, task.id, supplierId)) => ({
    get: () => app.inject({ url: `/api/pub/tasks/${task.id}/${supplierId}`, headers: { [OFFER_TOKEN_HEADER]: token } }),
    post: (body: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/pub/tasks/${task.id}/${supplierId}`,
        headers: { [OFFER_TOKEN_HEADER]: token },
        payload: body as object,
      }),
  });
  const offer = (i: number, prices: (number | string)[]) =>
    pub(suppliers[i]!.id).post({
      formats: task.formats.map((f, k) => ({ id: f.id, price: prices[k] })),
    });
  return { api, task, suppliers, pub, offer };
}
