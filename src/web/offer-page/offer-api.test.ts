import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import { askQuestion, declineOffer, OfferError } from './offer-api.ts';

const link = { taskId: 't 1', supplierId: 's', token: 'tok' };
const page = { task: {}, supplierTask: {} };

/** The page's calls as the server receives them (fetch is the boundary; the server is not here). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return () => {
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    return { url, method: init.method, headers: init.headers, body: JSON.parse(String(init.body)) as unknown };
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('asking and declining through the link', () => {
  it('puts a question with the link’s token and takes the 201’s page', async () => {
    const sent = answer(201, page);
    await expect(askQuestion(link, 'Which paper?')).resolves.toEqual(page);
    expect(sent()).toEqual({
      url: '/api/pub/tasks/t%201/s/questions',
      method: 'PUT',
      headers: { [OFFER_TOKEN_HEADER]: 'tok', 'content-type': 'application/json' },
      body: { text: 'Which paper?' },
    });
  });

  it('posts a decline with its reason', async () => {
    const sent = answer(200, page);
    await declineOffer(link, 'No capacity');
    expect(sent()).toMatchObject({
      url: '/api/pub/tasks/t%201/s/decline',
      method: 'POST',
      body: { reason: 'No capacity' },
    });
  });

  it('hands on the server’s refusal: status, code, message', async () => {
    answer(409, { code: 'ALREADY_OFFERED', message: 'You have sent an offer' });
    const refused = await declineOffer(link, 'No capacity').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OfferError);
    expect(refused).toMatchObject({ status: 409, code: 'ALREADY_OFFERED', message: 'You have sent an offer' });
  });
});
