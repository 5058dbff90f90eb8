import type { onRequestHookHandler } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a browser sends from another site (ASVS V3.5): an `Origin` other
 * than BASE_URL's (or, while it is not set, the local ones of `more`) is refused. SameSite=Lax
 * already keeps the session cookie off them; this also covers the cookie-less routes (sign-in, offers).
 * A request without Origin (curl, server to server) is not a browser's cross-site request. A callback, not an
 * async function: every request passes it, and a promise each is measurable on the supplier's read.
 */
export function refuseCrossOrigin(baseUrl: string, more: string[]): onRequestHookHandler {
  // Never the request's own Host: under DNS rebinding a foreign page's origin names the Host it sends.
  const own = new Set([new URL(baseUrl).origin, ...more]);
  return (req, _reply, done) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return done();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (site === 'cross-site' || (origin !== undefined && !own.has(origin))) {
      return done(forbidden('CROSS_ORIGIN', 'Requests from other sites are refused.'));
    }
    done();
  };
}
