import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Any answer but a success stops the demo with what the app said. */
function ok(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

/** The answer's JSON (null for a 204). */
const checked = <T>(res: LightMyRequestResponse, what: string) => (ok(res, what).body ? res.json() : null) as T;

/** The request as a browser's session sends it to the staff API. */
export type Staff = {
  cookie: string;
  call: <T>(method: Method, url: string, body?: unknown) => Promise<T>;
  /** A raw request with the session (a multipart upload). */
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

export const cookiesOf = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

export function staffClient(app: App, cookie: string): Staff {
  const send = (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie } });
  return {
    cookie,
    send,
    call: async (method, url, body) =>
      checked(
        await send({ method, url, ...(body === undefined ? {} : { payload: body as object }) }),
        `${method} ${url}`,
      ),
  };
}

/** A request without a session: registering and activating an account. */
export const anonymous = async <T>(app: App, url: string, body: object) =>
  checked<T>(await app.inject({ method: 'POST', url, payload: body }), `POST ${url}`);

/** A printshop on its page, through its personal signed link, as the supplier's page calls the public API. */
export function supplierClient(app: App, taskId: string, supplierId: string) {
  const url = `/api/pub/tasks/${taskId}/${supplierId}`;
  const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, taskId, supplierId) };
  const call = async <T = PubOffer>(method: Method, path: string, body?: object) =>
    checked<T>(await app.inject({ method, url: `${url}${path}`, headers, payload: body }), `${method} ${url}${path}`);
  return {
    page: () => call('GET', ''),
    offer: (body: OfferBody) => call('POST', '', body),
    ask: (text: string) => call('PUT', '/questions', { text }),
    decline: (reason: string) => call('POST', '/decline', { reason }),
    /** A document through the signed address the page lists. */
    download: async (address: string) => ok(await app.inject({ url: address }), `GET ${address}`),
    /** The invitation mail's tracking image, as a mail program loads it. */
    openMail: async (mailId: string) =>
      ok(await app.inject({ url: `/api/track/open/${mailId}` }), 'the tracking image'),
  };
}

export type Supplier = ReturnType<typeof supplierClient>;
