import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OFFER_TOKEN_HEADER } from '../../shared/offer-link.ts';
import type { OfferBody, PubOffer } from '../../shared/schemas/offers.ts';
import type { App } from '../app.ts';
import { offerToken } from '../auth/offer-token.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * A request to the app in this process, addressed to its own name: it answers no other Host (docs/security.md),
 * and inject's default (localhost:80) is none of its names once BASE_URL is set.
 */
export const inject = (app: App, options: InjectOptions) =>
  app.inject({ authority: new URL(app.deps.config.baseUrl).host, ...options });

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
  const send = (options: InjectOptions) => inject(app, { ...options, headers: { ...options.headers, cookie } });
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
  checked<T>(await inject(app, { method: 'POST', url, payload: body }), `POST ${url}`);

/** A printshop on its page, through its personal signed link, as the supplier's page calls the public API. */
export function supplierClient(app: App, taskId: string, supplierId: string) {
  const url = `/api/pub/tasks/${taskId}/${supplierId}`;
  const headers = { [OFFER_TOKEN_HEADER]: offerToken(app.deps.config.appSecret, taskId, supplierId) };
  const call = async <T = PubOffer>(method: Method, path: string, body?: object) =>
    checked<T>(await inject(app, { method, url: `${url}${path}`, headers, payload: body }), `${method} ${url}${path}`);
  return {
    page: () => call('GET', ''),
    offer: (body: OfferBody) => call('POST', '', body),
    ask: (text: string) => call('PUT', '/questions', { text }),
    decline: (reason: string) => call('POST', '/decline', { reason }),
    /** A document through the signed address the page lists. */
    download: async (address: string) => ok(await inject(app, { url: address }), `GET ${address}`),
    /** The invitation mail's tracking image, as a mail program loads it. */
    openMail: async (mailId: string) =>
      ok(await inject(app, { url: `/api/track/open/${mailId}` }), 'the tracking image'),
  };
}

export type Supplier = ReturnType<typeof supplierClient>;
