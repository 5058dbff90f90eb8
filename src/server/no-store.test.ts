import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../shared/offer-link.ts';
import { TaskFileListSchema } from '../shared/schemas/files.ts';
import { PubOfferSchema } from '../shared/schemas/offers.ts';
import { offerToken } from './auth/offer-token.ts';
import { documentsTask, file, pdf } from './test/files.ts';
import { useTestApp } from './test/helper.ts';
import { listening, openWorkspaceLive } from './test/live.ts';
import { read } from './test/read.ts';

type Answer = { statusCode: number; headers: Record<string, unknown> };

/** Each answer's status and Cache-Control, by its name. */
const cachingOf = (answers: Record<string, Answer>) =>
  Object.fromEntries(
    Object.entries(answers).map(([name, res]) => [name, `${res.statusCode} ${String(res.headers['cache-control'])}`]),
  );

describe('private answers in caches', () => {
  const t = useTestApp({ config: { rateLimitFactor: 1 } });

  it("keeps every staff answer and every printshop's signed-link answer out of caches: no-store", async () => {
    const { api, cookie, task, suppliers, page, put, send } = await documentsTask(t.app, 1);
    const [uploaded] = (await read(put([file('Motiv.pdf', pdf('Motiv'))]), TaskFileListSchema, 201)).items;
    await send();
    const pubPage = await page(0);
    const [document] = (await read(pubPage, PubOfferSchema)).task.documents;
    const path = `/api/pub/tasks/${task.id}/${suppliers[0]!.id}`;
    const token = offerToken(t.app.deps.config.appSecret, task.id, suppliers[0]!.id);
    const pub = (headers: Record<string, string>, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      t.app.inject({ method, url: path, headers, ...(payload && { payload }) });
    const offer = { formats: task.formats.map((f) => ({ id: f.id, price: '135.00' })) };

    const answers: Record<string, Answer> = {
      session: await t.app.inject({ url: '/api/account/session', headers: { cookie } }),
      me: await api.get('/api/account/me'),
      task: await api.get(`/api/tasks/${task.id}`),
      created: await api.put('/api/suppliers', { name: 'Druck X', email: 'x@druck.de' }),
      refused: await api.put('/api/suppliers', { name: '' }),
      missing: await api.get('/api/tasks/00000000-0000-4000-8000-000000000000'),
      document: await api.get(`/api/tasks/${task.id}/files/${uploaded!.id}`),
      export: await api.get(`/api/tasks/${task.id}/offers.csv`),
      supplierPage: pubPage,
      supplierPageAgain: await pub({ [OFFER_TOKEN_HEADER]: token, 'if-none-match': String(pubPage.headers.etag) }),
      supplierOffer: await pub({ [OFFER_TOKEN_HEADER]: token }, 'POST', offer),
      supplierDocument: await t.app.inject({ url: document!.url }),
      wrongToken: await pub({ [OFFER_TOKEN_HEADER]: 'x'.repeat(32) }),
    };
    expect(cachingOf(answers)).toEqual({
      session: '200 no-store',
      me: '200 no-store',
      task: '200 no-store',
      created: '201 no-store',
      refused: '400 no-store',
      missing: '404 no-store',
      document: '200 no-store',
      export: '200 no-store',
      supplierPage: '200 no-store',
      supplierPageAgain: '304 no-store',
      supplierOffer: '200 no-store',
      supplierDocument: '200 no-store',
      wrongToken: '404 no-store',
    });
    // The entity tag stays, for a client that keeps the answer itself.
    expect(pubPage.headers.etag).toMatch(/^"[\w-]+"$/);

    // A printshop's page read too often is refused privately as well.
    let limited = pubPage;
    for (let i = 0; i < 60 && limited.statusCode !== 429; i++) limited = await pub({ [OFFER_TOKEN_HEADER]: token });
    expect(cachingOf({ limited })).toEqual({ limited: '429 no-store' });
  });

  it('says so on the live stream too, which leaves the reply behind', async () => {
    const { cookie } = await documentsTask(t.app, 1, 'streamer');
    const stream = await openWorkspaceLive(await listening(t.app), cookie);
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    stream.close();
  });
});
