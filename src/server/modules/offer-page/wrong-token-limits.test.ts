import { describe, expect, it } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../../shared/offer-link.ts';
import { TaskFileListSchema } from '../../../shared/schemas/files.ts';
import { PubOfferSchema } from '../../../shared/schemas/offers.ts';
import { offerToken } from '../../auth/offer-token.ts';
import { documentsTask, file, pdf } from '../../test/files.ts';
import { useTestApp } from '../../test/helper.ts';
import { listening } from '../../test/live.ts';
import { sentTask } from '../../test/offers.ts';
import { rawRequest, type RawRequest } from '../../test/raw-http.ts';
import { read } from '../../test/read.ts';

const WRONG = 'x'.repeat(32);
const ATTACKER = '127.0.0.2';
const PRINTSHOP = '127.0.0.3';

/** `n` requests one after another; their statuses. */
async function statuses(n: number, send: () => Promise<{ status: number }>) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push((await send()).status);
  return answers;
}

// Over a real socket from several loopback addresses: the limits count by the client's address.
describe("wrong tokens on a printshop's path", () => {
  const t = useTestApp({ config: { rateLimitFactor: 1 } });

  async function supplierPath() {
    const { task, suppliers } = await sentTask(t.app, 1);
    const base = await listening(t.app);
    const path = `/api/pub/tasks/${task.id}/${suppliers[0]!.id}`;
    const right = offerToken(t.app.deps.config.appSecret, task.id, suppliers[0]!.id);
    const call = (token: string, from: string, request: RawRequest = {}) =>
      rawRequest(base, path, { ...request, headers: { [OFFER_TOKEN_HEADER]: token }, from });
    return { task, right, call };
  }

  it('leave the real link readable while they are refused per address', async () => {
    const { right, call } = await supplierPath();
    // The link's own limit is 60 reads a minute: wrong tokens get as many from one address, then 429.
    expect(await statuses(65, () => call(WRONG, ATTACKER))).toEqual([...Array(60).fill(404), ...Array(5).fill(429)]);
    // Another address's wrong token is its own count.
    expect((await call(WRONG, '127.0.0.4')).status).toBe(404);

    const page = await call(right, PRINTSHOP);
    expect(page.status).toBe(200);
    expect(PubOfferSchema.parse(JSON.parse(page.body)).supplierTask.submittedAt).toBeNull();
    // Even from the address that sent the wrong ones: the link's count is the right token's alone.
    expect((await call(right, ATTACKER)).status).toBe(200);
  });

  it('leave the real link able to submit its offer', async () => {
    const { task, right, call } = await supplierPath();
    const offer = { formats: task.formats.map((f) => ({ id: f.id, price: '135.00' })) };
    const submit = (token: string, from: string) => call(token, from, { method: 'POST', body: offer });
    expect(await statuses(22, () => submit(WRONG, ATTACKER))).toEqual([...Array(20).fill(404), 429, 429]);
    expect((await submit(right, PRINTSHOP)).status).toBe(200);
    expect((await submit(right, ATTACKER)).status).toBe(200);
  });

  it("leave the real link's documents downloadable", async () => {
    const { put, send, page } = await documentsTask(t.app, 1);
    await read(put([file('Motiv.pdf', pdf('Motiv'))]), TaskFileListSchema, 201);
    await send();
    const [document] = (await read(page(0), PubOfferSchema)).task.documents;
    const base = await listening(t.app);
    const wrong = document!.url.replace(/token=[\w-]+/, `token=${WRONG}`);
    expect(wrong).not.toBe(document!.url);
    expect(await statuses(62, () => rawRequest(base, wrong, { from: ATTACKER }))).toEqual([
      ...Array(60).fill(404),
      429,
      429,
    ]);
    expect((await rawRequest(base, document!.url, { from: PRINTSHOP })).status).toBe(200);
    expect((await rawRequest(base, document!.url, { from: ATTACKER })).status).toBe(200);
  });
});
