import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sends from another site (ASVS V3.5): SameSite=Lax
 * already keeps the session cookie off them; this also covers the cookie-less routes (sign-in, offers).
 * A request without Origin (curl, server to server) is not a browser's cross-site request.
 */
export function refuseCrossOrigin(baseUrl: string) {
  const own = new URL(baseUrl).origin;
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameHost = origin !== undefined && URL.canParse(origin) && new URL(origin).host === req.headers.host;
    if (site === 'cross-site' || (origin !== undefined && origin !== own && !sameHost)) {
      throw forbidden('CROSS_ORIGIN', 'Requests from other sites are refused.');
    }
  };
}
