import { expect } from 'vitest';
import type { Language } from '../../shared/languages.ts';
import { offerToken } from '../auth/offer-token.ts';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { type Supplier, SupplierSchema } from '../../shared/schemas/suppliers.ts';
import { TaskSchema } from '../../shared/schemas/tasks.ts';
import { signUp } from './accounts.ts';
import { apiAs } from './api.ts';
import { read } from './read.ts';
import type { App } from '../app.ts';
import { completeTask, flyer } from './tasks.ts';

const letter = { ...flyer, title: 'Brief DIN lang', count: 2000 };
export const scaled = { ...flyer, counts: [1000, 2500], runOn: true };

/** A sent task whose Flyer asks for 1,000 / 2,500 / 5,000 and run-on, its Brief for 2,000 only. */
export async function scaledTask(app: App, shops: [string, Language][], task = {}) {
  const api = apiAs(app, (await signUp(app, 'buyer')).cookie);
  await api.post('/api/account/settings', { language: 'de', signature: 'Anna Einkauf' });
  const suppliers: Supplier[] = [];
  for (const [i, [name, language]] of shops.entries()) {
    suppliers.push(await read(api.put('/api/suppliers', { name, email: `s${i}@druck.de`, language }), SupplierSchema));
  }
  const created = await read(api.put('/api/tasks', completeTask({ formats: [scaled, letter], ...task })), TaskSchema);
  expect((await api.post(`/api/tasks/${created.id}/suppliers/mail`, { suppliers: [] })).statusCode).toBe(200);
  const [flyerId, letterId] = created.formats.map((f) => f.id) as [string, string];
  const pub = (i: number) => {
    const url = `/api/pub/tasks/${created.id}/${suppliers[i]!.id}`;
    const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, created.id, suppliers[i]!.id) };
    return {
      get: () => app.inject({ url, headers }),
      post: (body: object) => app.inject({ method: 'POST', url, headers, payload: body }),
    };
  };
  return { api, task: created, suppliers, flyerId, letterId, pub };
}
