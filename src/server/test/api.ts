import type { App } from '../app.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A staff member's calls through app.inject(), with their session cookie. */
export function apiAs(app: App, cookie: string) {
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    /** The session, for the same staff member's calls through another app on the database (a restart). */
    cookie,
    call: (method: string, url: string, payload?: unknown, headers?: Record<string, string>) =>
      call(method as Method, url, payload, headers),
    get: (url: string) => call('GET', url),
    put: (url: string, body: unknown) => call('PUT', url, body),
    post: (url: string, body: unknown = {}) => call('POST', url, body),
    delete: (url: string) => call('DELETE', url),
  };
}
