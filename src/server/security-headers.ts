import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * helmet's headers, worked out once: they are the same for every response, and running helmet on each
 * request was a fifth of a cheap route's time (docs/decisions/009-supplier-burst.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Sets the headers on every response; a route may still replace one (the API docs set their own CSP). Every
 * `/api` answer is `Cache-Control: no-store` besides: a staff member's data, a printshop's page and documents
 * behind its signed link, an export; no browser cache or proxy keeps a copy for the next user of the machine.
 * No `/api` route sets another; the event streams, which leave Fastify's reply, say it themselves
 * (event-stream.ts). Set in this one hook rather than a hook of its own: each hook is a share of a cheap read.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
